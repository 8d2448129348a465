import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PracticalUpload } from '@jal/contracts';

export type StubRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };
type Answer = { status: number; body?: unknown };
type StubUpload = Omit<PracticalUpload, 'receivedBytes' | 'complete' | 'expiresAt'> & { bytes: Buffer };

const UPLOADS = '/api/v1/practical-uploads';

const present = (upload: StubUpload): PracticalUpload => ({
  id: upload.id,
  kind: upload.kind,
  sizeBytes: upload.sizeBytes,
  sha256: upload.sha256,
  receivedBytes: upload.bytes.length,
  complete: upload.bytes.length === upload.sizeBytes,
  expiresAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
});
const ok = (upload: StubUpload, status = 200): Answer => ({ status, body: { code: status, message: 'Success', data: present(upload) } });
const failed = (status: number, message: string, errorCode?: string): Answer => ({
  status,
  body: { code: status, message, data: null, ...(errorCode ? { errorCode } : {}) },
});

/**
 * A real HTTP server that takes a practical's files in pieces as the API does (an upload, pieces
 * at the offset held and kept whole or not at all, the SHA-256 checked at the last byte), and
 * answers every other request with `route`. A link can be made to drop inside a piece.
 */
export async function startPracticalApi(route: (request: StubRequest) => Answer) {
  const received: StubRequest[] = [];
  const uploads = new Map<string, StubUpload>();
  let cutPiece: number | null = null;

  function answerUpload(request: StubRequest): Answer | null {
    if (request.method === 'POST' && request.url === UPLOADS) {
      const declared = JSON.parse(request.body.toString()) as Pick<PracticalUpload, 'kind' | 'sizeBytes' | 'sha256'>;
      const upload: StubUpload = { id: randomUUID(), ...declared, bytes: Buffer.alloc(0) };
      uploads.set(upload.id, upload);
      return ok(upload, 201);
    }
    if (!request.url.startsWith(`${UPLOADS}/`)) return null;
    const upload = uploads.get(request.url.slice(UPLOADS.length + 1));
    if (!upload) return failed(404, 'You have no upload with this id.');
    if (request.method === 'GET') return ok(upload);
    if (upload.bytes.length === upload.sizeBytes) return failed(409, 'Complete.', 'UPLOAD_COMPLETE');
    if (Number(request.headers['upload-offset']) !== upload.bytes.length) return failed(400, 'Elsewhere.', 'UPLOAD_OFFSET_MISMATCH');
    upload.bytes = Buffer.concat([upload.bytes, request.body]);
    if (upload.bytes.length === upload.sizeBytes && createHash('sha256').update(upload.bytes).digest('hex') !== upload.sha256) {
      upload.bytes = Buffer.alloc(0);
      return failed(400, 'Not the SHA-256 declared.', 'UPLOAD_HASH_MISMATCH');
    }
    return ok(upload);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const cut = req.method === 'PATCH' && cutPiece !== null && (cutPiece -= 1) === 0;
    req.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      // The link drops with half the piece arrived: nothing of it is kept, and no answer comes.
      if (cut && length >= Number(req.headers['content-length']) / 2) req.socket.destroy();
    });
    req.on('end', () => {
      if (cut) return;
      const request = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks) };
      received.push(request);
      const answer = answerUpload(request) ?? route(request);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    /** The bytes the server holds of each upload. */
    uploaded: (id: string) => uploads.get(id)?.bytes ?? null,
    /** The upload is gone, as after a week without a piece. */
    forget: (id: string) => uploads.delete(id),
    /** The `n`th piece from now (1 the next) loses its link half-way. */
    dropLinkInPiece: (n: number) => {
      cutPiece = n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The pieces the server took whole, in order: which upload, from which byte, how many. */
export const piecesOf = (received: StubRequest[]) =>
  received
    .filter((request) => request.method === 'PATCH')
    .map((request) => ({
      uploadId: request.url.split('/').pop(),
      offset: Number(request.headers['upload-offset']),
      bytes: request.body.length,
    }));
