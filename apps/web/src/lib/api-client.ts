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
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
};

let apiOrigin: string | null = null;
/** Points the client at another origin (an API on another host); the page's own by default. */
export function setApiOrigin(origin: string | null) {
  apiOrigin = origin;
}

/** The full address of an API path, for requests this client does not make (a file upload). */
export function apiUrl(path: string): URL {
  return new URL(`/api${path.startsWith('/') ? path : `/${path}`}`, apiOrigin ?? window.location.origin);
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
 * The shared client of every call: base /api, 120 s timeout, JSON, `Device-Platform: web`, and the
 * bearer token unless a header is already set. Failures are logged and rethrown as ApiError.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  if ((options.method ?? 'GET') === 'GET') {
    const inline = takeBootAnswer(path, options.query);
    if (inline !== undefined) return inline as T;
  }
  const url = apiUrl(path);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  const own = apiHeaders();
  // A caller's own Authorization (any spelling) replaces the stored token.
  if (Object.keys(options.headers ?? {}).some((name) => name.toLowerCase() === 'authorization')) delete own.Authorization;
  const headers: Record<string, string> = { Accept: 'application/json', ...own, ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
      credentials: 'same-origin',
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

  const text = await response.text().catch(() => '');
  let body: ServerBody = null;
  try {
    body = text ? (JSON.parse(text) as ServerBody) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const error = new ApiError(errorMessageFor(response.status, body), response.status, body?.errors ?? {}, body, serverMessageOf(body));
    console.error('API error:', response.status, path, error.message);
    throw error;
  }
  return body as T;
}

/** The `{ code, message, data }` envelope every endpoint answers with. */
export type Envelope<T> = { code: number; message: string; data: T };
