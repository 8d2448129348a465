// What a browser's upload is made of: a loopback proxy that keeps a request's body byte for byte
// as the browser sent it, the parts of a multipart body, and the quality a JPEG was saved at.
import http from 'node:http';

const HOST = '127.0.0.1';

/**
 * A proxy on `port` passing every request to `target` (both loopback). The first request for
 * which `keep(request)` is true is kept whole: `kept` resolves with its method, URL, headers, the
 * size of its request line and headers, and its body.
 */
export async function recordingProxy({ port, target, keep }) {
  let resolveKept;
  const kept = new Promise((resolve) => (resolveKept = resolve));
  let keeping = true;
  const server = http.createServer((incoming, outgoing) => {
    const wanted = keeping && keep(incoming);
    if (wanted) keeping = false;
    const chunks = [];
    const upstream = http.request(
      { host: HOST, port: target, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.on('data', (chunk) => wanted && chunks.push(chunk));
    incoming.on('end', () => {
      if (!wanted) return;
      const head = [`${incoming.method} ${incoming.url} HTTP/${incoming.httpVersion}`];
      for (let i = 0; i < incoming.rawHeaders.length; i += 2) head.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`);
      resolveKept({
        method: incoming.method,
        url: incoming.url,
        headers: incoming.headers,
        headerBytes: Buffer.byteLength(`${head.join('\r\n')}\r\n\r\n`),
        body: Buffer.concat(chunks),
      });
    });
    incoming.pipe(upstream);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, resolve);
  });
  return {
    base: `http://${HOST}:${port}`,
    kept,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The parts of a multipart/form-data body: each part's field name, file name and type, its
 * content, and its bytes in the body (boundary line, headers, content and the line end before the
 * next boundary).
 */
export function multipartParts(body, contentType) {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  if (!boundary) throw new Error(`not a multipart body: ${contentType}`);
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const starts = [];
  for (let at = body.indexOf(delimiter); at >= 0; at = body.indexOf(delimiter, at + delimiter.length)) {
    // A delimiter begins the body or a line.
    if (at === 0 || (body[at - 2] === 0x0d && body[at - 1] === 0x0a)) starts.push(at);
  }
  const parts = [];
  for (let i = 0; i < starts.length - 1; i++) {
    const start = starts[i];
    const end = starts[i + 1];
    const headersEnd = body.indexOf('\r\n\r\n', start);
    const headers = body.subarray(start + delimiter.length + 2, headersEnd).toString('latin1');
    const disposition = /content-disposition:[^\r\n]*/i.exec(headers)?.[0] ?? '';
    parts.push({
      name: /\bname="([^"]*)"/.exec(disposition)?.[1] ?? '',
      filename: /\bfilename="([^"]*)"/.exec(disposition)?.[1] ?? null,
      contentType: /content-type:\s*([^\r\n]*)/i.exec(headers)?.[1] ?? null,
      content: body.subarray(headersEnd + 4, end - 2),
      bytes: end - start,
    });
  }
  return parts;
}

/** The IJG example luminance table (JPEG standard, Annex K): encoders scale it by their quality. */
const STANDARD_LUMINANCE = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62, 18, 22,
  37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];

/**
 * The quality (0 to 1) a JPEG was saved at, read back from its luminance quantization table: the
 * IJG scaling (what libjpeg, and so Chromium's canvas, use) inverted from the table's sum, which
 * does not depend on the order the table is stored in. NaN when the file has no such table.
 */
export function jpegQuality(jpeg) {
  for (let at = 2; at + 4 < jpeg.length;) {
    if (jpeg[at] !== 0xff) break;
    const marker = jpeg[at + 1];
    const length = jpeg.readUInt16BE(at + 2);
    if (marker === 0xdb) {
      for (let table = at + 4; table < at + 2 + length;) {
        const precision = jpeg[table] >> 4;
        const id = jpeg[table] & 0x0f;
        const size = precision === 0 ? 64 : 128;
        if (id === 0) {
          let sum = 0;
          for (let i = 0; i < 64; i++) sum += precision === 0 ? jpeg[table + 1 + i] : jpeg.readUInt16BE(table + 1 + 2 * i);
          const scale = (100 * sum) / STANDARD_LUMINANCE.reduce((total, value) => total + value, 0);
          return (scale <= 100 ? (200 - scale) / 2 : 5000 / scale) / 100;
        }
        table += 1 + size;
      }
    }
    if (marker === 0xda) break;
    at += 2 + length;
  }
  return Number.NaN;
}
