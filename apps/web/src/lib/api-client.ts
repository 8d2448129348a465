import { REQUEST_TIMEOUT_MS, STORAGE_KEYS, type ErrorCode, type ErrorParams } from '@jal/contracts/core';
import { takeBootAnswer } from './boot-data';
import { readCookie, storage } from './storage';

/** The message for each failed status, used when the server gives none. */
export const FALLBACK_MESSAGES: Record<number, string> = {
  400: 'Invalid input.',
  401: 'Please log in.',
  403: 'Access denied.',
  404: 'Resource not found.',
  500: 'Something went wrong.',
};
export const OTHER_ERROR_MESSAGE = 'An error occurred.';
export const NO_RESPONSE_MESSAGE = 'No response received from server.';

export class ApiError extends Error {
  /** What went wrong, as the API names it (one of the contracts' ERROR_CODES); null when it sent none. */
  readonly errorCode: ErrorCode | null;
  /** The values the API's message was made with (a wait, a limit, a name). */
  readonly errorParams: ErrorParams;

  constructor(
    message: string,
    /** HTTP status, or 0 when no response arrived. */
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
    readonly body: unknown = null,
    /** What the server said, kept even where the interface shows a generic message (409, 429, ...). */
    readonly serverMessage: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    const sent = (body ?? {}) as { errorCode?: unknown; errorParams?: unknown };
    this.errorCode = typeof sent.errorCode === 'string' ? (sent.errorCode as ErrorCode) : null;
    this.errorParams = sent.errorParams && typeof sent.errorParams === 'object' ? (sent.errorParams as ErrorParams) : {};
  }
}

/** No answer came at all: the phone is offline, or on a dead link, or the server cannot be reached. */
export const noResponse = (error: unknown): boolean => error instanceof ApiError && error.status === 0;

type ServerBody = { code?: number; message?: unknown; data?: unknown; errors?: Record<string, string> } | null;

function serverMessageOf(body: ServerBody): string | null {
  return body && typeof body.message === 'string' && body.message.trim() ? body.message : null;
}

/** Maps an HTTP failure to its message: the server's message, else the fallback for its status. */
export function errorMessageFor(status: number, body: ServerBody): string {
  if (status in FALLBACK_MESSAGES) return serverMessageOf(body) ?? FALLBACK_MESSAGES[status] ?? OTHER_ERROR_MESSAGE;
  return OTHER_ERROR_MESSAGE;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData (a file chosen by the person) is sent as multipart, a Blob as its bytes (with the caller's Content-Type). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 120 s unless given; null for an upload, which takes as long as its file and the link need. */
  timeoutMs?: number | null;
  /** The request outlives the page (a last report as the page goes away). */
  keepalive?: boolean;
};

/** The base every API path of the table (`API` in @jal/contracts) sits below. */
const API_BASE = '/api';

let apiOrigin: string | null = null;
/** Points the client at another origin (an API on another host); the page's own by default. */
export function setApiOrigin(origin: string | null) {
  apiOrigin = origin;
}

/**
 * An API path as this site's address of it (`/api/v1/...`), for what the browser loads itself:
 * a picture, a video, a caption, a PDF, a link that downloads a file (the session cookie signs it).
 */
export function apiPath(path: string, query: Record<string, string | number | boolean | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  const joiner = path.includes('?') ? '&' : '?';
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${text ? `${joiner}${text}` : ''}`;
}

/** The full address of an API path, with its query. */
function apiUrl(path: string, query: RequestOptions['query'] = {}): URL {
  return new URL(apiPath(path, query), apiOrigin ?? window.location.origin);
}

function bearerToken(): string | null {
  return storage.get(STORAGE_KEYS.authToken) ?? readCookie(STORAGE_KEYS.cookieToken);
}

/**
 * The headers every API call carries: `Device-Platform: web` and the signed-in user's bearer
 * token. Also for requests made outside this client (a course's files fetched for offline use).
 */
export function apiHeaders(): Record<string, string> {
  const token = bearerToken();
  return token ? { 'Device-Platform': 'web', Authorization: `Bearer ${token}` } : { 'Device-Platform': 'web' };
}

/**
 * The raw answer of a request to this site, for what keeps the answer itself rather than its
 * data: the downloads put each file of a course, as it came, in the phone's cache.
 */
export function fetchResponse(url: string, init: RequestInit): Promise<Response> {
  return fetch(url, init);
}

/**
 * Sends one request as every call does (base /api, the query, `Device-Platform: web`, the bearer
 * token unless a header is already set, the timeout) and answers the response, or throws ApiError
 * when none came. `accept` is what the caller reads back.
 */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const own = apiHeaders();
  // A caller's own Authorization (any spelling) replaces the stored token.
  if (Object.keys(options.headers ?? {}).some((name) => name.toLowerCase() === 'authorization')) delete own.Authorization;
  const headers: Record<string, string> = { Accept: accept, ...own, ...options.headers };
  // By its tag rather than `instanceof`: a FormData or Blob made by another realm (the runtime's own, beside a test's DOM) is one too.
  const tag = Object.prototype.toString.call(options.body);
  const sentAsIs = tag === '[object FormData]' || tag === '[object Blob]' || tag === '[object File]';
  // The browser writes a multipart body's type itself, with the boundary between its parts.
  if (options.body !== undefined && !sentAsIs) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  const timeoutMs = options.timeoutMs === undefined ? REQUEST_TIMEOUT_MS : options.timeoutMs;
  const timer = timeoutMs === null ? undefined : setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
  const abortFromCaller = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });
  try {
    return await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : sentAsIs ? (options.body as FormData | Blob) : JSON.stringify(options.body),
      signal: controller.signal,
      credentials: 'same-origin',
      keepalive: options.keepalive,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const error = new ApiError(NO_RESPONSE_MESSAGE, 0);
    console.error('API request failed:', path, cause);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
}

/** The body of an answer as JSON, or null when it has none or it is not JSON (a proxy's page). */
async function bodyOf(response: Response): Promise<ServerBody> {
  const text = await response.text().catch(() => '');
  try {
    return text ? (JSON.parse(text) as ServerBody) : null;
  } catch {
    return null;
  }
}

/** A failed answer as the ApiError every caller reads: the message to show, the field errors, what the server said. */
function failure(path: string, response: Response, body: ServerBody): ApiError {
  const error = new ApiError(errorMessageFor(response.status, body), response.status, body?.errors ?? {}, body, serverMessageOf(body));
  console.error('API error:', response.status, path, error.message);
  return error;
}

/**
 * The shared client of every call: base /api, 120 s timeout, JSON (or multipart for a file),
 * `Device-Platform: web`, and the bearer token unless a header is already set. Failures are
 * logged and rethrown as ApiError. A read the server already answered inside the page is taken
 * from there.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  if ((options.method ?? 'GET') === 'GET') {
    const inline = takeBootAnswer(path, options.query);
    if (inline !== undefined) return inline as T;
  }
  const response = await send(path, options, 'application/json');
  const body = await bodyOf(response);
  if (!response.ok) throw failure(path, response, body);
  return body as T;
}

/** A file the API answers, with the name the server gives it (Content-Disposition), if any. */
export type ApiFile = { blob: Blob; fileName: string | null };

/** A file from the API (an export, the person's own data), through the same client: its failures are ApiErrors too. */
export async function apiFile(path: string, options: RequestOptions = {}): Promise<ApiFile> {
  const response = await send(path, options, '*/*');
  if (!response.ok) throw failure(path, response, await bodyOf(response));
  const fileName = /filename="?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

/** The `{ code, message, data }` envelope every endpoint answers with. */
export type Envelope<T> = { code: number; message: string; data: T };
