import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { MULTIPART_TYPE, multipartFile } from '../test/multipart.js';
import { signedInPerFile, testAppPerFile } from '../test/test-app.js';

const t = testAppPerFile();
const admin = signedInPerFile(t, 'admin@jalshiksha.org');
let port = 0;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});

describe('an upload refused before its body is read to the end', () => {
  it('is answered with Connection: close, and the server ends the connection without waiting for the rest', async () => {
    const { payload } = multipartFile('script.mp4', Buffer.alloc(40 * 1024 * 1024, 'alert(1);'));
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    const ended = new Promise<void>((resolve) => socket.once('end', resolve));
    socket.write(
      `POST /api/v1/media HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${admin.authorization}\r\n` +
        `Content-Type: ${MULTIPART_TYPE}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    // A first megabyte only: the rest is never sent, as from a phone that gives up on the refusal.
    socket.write(payload.subarray(0, 1024 * 1024));
    await ended;
    socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 415 /);
    expect(answer.toLowerCase()).toContain('\r\nconnection: close\r\n');
  });

  it('keeps the connection of a request whose body was read whole', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.headers.get('connection')).not.toBe('close');
  });
});
