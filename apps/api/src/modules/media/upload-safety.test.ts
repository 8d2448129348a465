import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MediaFile } from '@jal/contracts';
import { body } from '../../test/body.js';
import { MULTIPART_TYPE, multipartFile } from '../../test/multipart.js';
import { CLEAN_PDF, EMBEDDED_FILE_PDF, HIDDEN_JAVASCRIPT_PDF, JAVASCRIPT_PDF } from '../../test/crafted-pdfs.js';
import { storedMedia } from '../../test/stored-media.js';
import { signedInPerFile, testAppPerFile } from '../../test/test-app.js';
import { ACTIVE_PDF_MESSAGE } from './pdf-safety.js';

const mediaDir = mkdtempSync(join(tmpdir(), 'jal-upload-safety-'));
const t = testAppPerFile({ mediaDir });
const admin = signedInPerFile(t, 'admin@jalshiksha.org');

const multipartBody = (filename: string, content: Buffer) => multipartFile(filename, content, { partType: 'application/pdf' }).payload;
const upload = (payload: Buffer | string, contentType = MULTIPART_TYPE) =>
  t.app.inject({ method: 'POST', url: '/api/v1/media', headers: { ...admin, 'content-type': contentType }, payload });

describe('a malformed upload', () => {
  const whole = multipartBody('notes.pdf', CLEAN_PDF);
  it.each([
    ['a boundary that is not the one in the body', whole, 'multipart/form-data; boundary=another-boundary'],
    ['no boundary at all', whole, 'multipart/form-data'],
    ['a body cut off in the file', whole.subarray(0, whole.length - 60), undefined],
    ['a body cut off in the part headers', whole.subarray(0, 40), undefined],
    ['a body that is not multipart', Buffer.from('just some bytes'), undefined],
  ])('is refused with 400: %s', async (_label, payload, contentType) => {
    const response = await upload(payload, contentType);
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toMatch(/multipart\/form-data|field named file/);
  });

  it.each(['application/octet-stream', 'text/plain', 'application/pdf', 'image/png'])('sent as %s is refused with 415', async (type) => {
    const response = await upload(CLEAN_PDF, type);
    expect(response.statusCode).toBe(415);
    expect(body(response).message).toBe('Send the file as multipart/form-data in a field named file.');
  });
});

describe('an uploaded PDF', () => {
  it('is accepted when plain, and served with nosniff: in the page to view, as a download with a safe name', async () => {
    const response = await upload(multipartBody('Field notes; v2 (final).pdf', CLEAN_PDF));
    expect(response.statusCode).toBe(201);
    const file = body<MediaFile>(response).data;
    const view = await t.app.inject({ url: `/api${file.url}`, headers: admin });
    expect(view.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline; filename="Field-notes-v2-final-.pdf"',
    });
    const download = await t.app.inject({ url: `/api${file.url}?download=1`, headers: admin });
    expect(download.headers['content-disposition']).toBe('attachment; filename="Field-notes-v2-final-.pdf"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['script', JAVASCRIPT_PDF],
    ['an embedded file', EMBEDDED_FILE_PDF],
    ['script hidden in a compressed object stream', HIDDEN_JAVASCRIPT_PDF],
  ])('is refused with 400 when it carries %s, and nothing of it is kept', async (_label, pdf) => {
    const before = await storedMedia(t.database.db, mediaDir);
    const response = await upload(multipartBody('lesson.pdf', pdf));
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toBe(ACTIVE_PDF_MESSAGE);
    expect(await storedMedia(t.database.db, mediaDir)).toEqual(before);
  });
});
