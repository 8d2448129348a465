import type { OfflineItem } from '@jal/contracts';
import { downloadDb } from './download-db';

/** Files above this size are fetched in pieces, so a lost connection costs one piece, not the file. */
export const LARGE_FILE_BYTES = 256 * 1024;
export const CHUNK_BYTES = 512 * 1024;

export type ItemFetch = (url: string, init: RequestInit) => Promise<Response>;

export type ItemContext = {
  fetch: ItemFetch;
  cache: Cache;
  signal: AbortSignal;
  /** Headers for this URL: the API's (with the user's token) for /api/ paths. */
  headers: Record<string, string>;
  /** Called as bytes arrive (a piece at a time for large files, the whole item for small ones). */
  onBytes: (bytes: number) => void;
};

/** A server answer that is not the file. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`HTTP ${status} for ${url}`);
    this.name = 'HttpError';
  }
}

/** Video and PDF files above LARGE_FILE_BYTES are fetched in pieces. */
export function isLarge(item: OfflineItem): boolean {
  return (item.kind === 'video' || item.kind === 'document') && item.sizeBytes > LARGE_FILE_BYTES;
}

/** The bytes of a large file already kept from an earlier, interrupted attempt. */
export async function storedBytes(url: string): Promise<number> {
  return (await downloadDb.chunks(url)).reduce((sum, chunk) => sum + chunk.bytes.byteLength, 0);
}

/** Fetches one file of the package and puts it, whole, in the course's cache under its URL. */
export async function storeItem(item: OfflineItem, context: ItemContext): Promise<void> {
  if (isLarge(item)) return storeInPieces(item, context);
  const response = await context.fetch(item.url, { headers: context.headers, credentials: 'same-origin', signal: context.signal });
  if (!response.ok) throw new HttpError(response.status, item.url);
  await context.cache.put(item.url, response);
  context.onBytes(item.sizeBytes);
}

function totalFromContentRange(header: string | null): number | null {
  const total = header?.match(/\/(\d+)\s*$/)?.[1];
  return total ? Number(total) : null;
}

/**
 * Fetches a large file in Range pieces kept in IndexedDB, starting after the last piece kept, and
 * once it is whole puts it in the cache as one answer (its type and length) and drops the pieces.
 */
async function storeInPieces(item: OfflineItem, context: ItemContext): Promise<void> {
  const kept = await downloadDb.chunks(item.url);
  let offset = kept.reduce((sum, chunk) => sum + chunk.bytes.byteLength, 0);
  let total = kept[0]?.totalBytes ?? item.sizeBytes;
  let contentType = kept[0]?.contentType ?? '';
  while (offset < total) {
    const end = Math.min(offset + CHUNK_BYTES, total) - 1;
    const response = await context.fetch(item.url, {
      headers: { ...context.headers, Range: `bytes=${offset}-${end}` },
      credentials: 'same-origin',
      signal: context.signal,
    });
    if (response.status === 200) {
      // A server that ignores ranges sends the whole file: keep it as it is.
      await downloadDb.deleteChunks(item.url);
      const bytes = await response.arrayBuffer();
      await putWhole(context.cache, item.url, wholeOf(bytes), bytes.byteLength, response.headers.get('content-type') ?? '');
      context.onBytes(bytes.byteLength - offset);
      return;
    }
    if (response.status !== 206) throw new HttpError(response.status, item.url);
    total = totalFromContentRange(response.headers.get('content-range')) ?? total;
    contentType ||= response.headers.get('content-type') ?? 'application/octet-stream';
    const bytes = await response.arrayBuffer();
    await downloadDb.saveChunk({ url: item.url, start: offset, bytes, contentType, totalBytes: total });
    offset += bytes.byteLength;
    context.onBytes(bytes.byteLength);
    if (bytes.byteLength === 0) throw new HttpError(response.status, item.url);
  }
  await putWhole(context.cache, item.url, piecesOf(item.url, await downloadDb.chunkStarts(item.url)), offset, contentType);
  await downloadDb.deleteChunks(item.url);
}

/** The stored pieces of a file one after another, each read only when the cache asks for it. */
function piecesOf(url: string, starts: number[]): ReadableStream<Uint8Array> {
  let next = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const start = starts[next++];
      const piece = start === undefined ? undefined : await downloadDb.chunk(url, start);
      if (piece) controller.enqueue(new Uint8Array(piece.bytes));
      else controller.close();
    },
  });
}

function wholeOf(bytes: ArrayBuffer): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });
}

async function putWhole(cache: Cache, url: string, body: ReadableStream<Uint8Array>, length: number, contentType: string) {
  const headers = { 'Content-Type': contentType || 'application/octet-stream', 'Content-Length': String(length) };
  await cache.put(url, new Response(body, { status: 200, headers }));
}
