import { describe, expect, it } from 'vitest';
import {
  deeplyNestedPdf,
  flateBombImagePdf,
  flateBombPdf,
  hugeLengthPdf,
  largePlainPdf,
  nearMissesPdf,
  PDF_LIMIT_BYTES,
  tinyObjectStreamsPdf,
  tinyStreamsPdf,
  unclosedStreamsPdf,
} from '../../test/crafted-pdfs.js';
import { ACTIVE_PDF_MESSAGE, UNPACKS_TOO_LARGE_PDF_MESSAGE } from './pdf-safety.js';
import { expectUploadAnswer, uploadTargetPerFile } from './test-helpers.js';

const { target } = uploadTargetPerFile('jal-hostile-pdfs-');

/** A 10 MB file of the worst shape takes seconds of paced work on a loaded machine. */
const SLOW_TEST_MS = 90_000;

/** Uploads `pdf` as an administrator while `/api/health` is watched (see `expectUploadAnswer`). */
const expectAnswer = (pdf: Buffer, status: number, message?: string) =>
  expectUploadAnswer(target(), { filename: 'handbook.pdf', bytes: pdf, partType: 'application/pdf' }, status, message);

describe('a PDF made to hurt the server', () => {
  it('is refused with 413 when its object streams unpack to more than 64 MB, before they are all unpacked', async () => {
    const bomb = flateBombPdf(100);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const answer = await expectAnswer(bomb, 413, UNPACKS_TOO_LARGE_PDF_MESSAGE);
    expect(answer.body).toMatchObject({ errorCode: 'PDF_UNPACKS_TOO_LARGE', errorParams: { megabytes: 64 } });
  });

  it('is accepted when the same bomb is an image: only object streams are unpacked', async () => {
    await expectAnswer(flateBombImagePdf(100), 201);
  });

  it.each([
    ['lengths far beyond the file, given directly and by another object', hugeLengthPdf],
    ['tiny streams each giving its length as an object that is not there', tinyStreamsPdf],
    ['tiny compressed object streams, each unpacked and read', tinyObjectStreamsPdf],
    ['stream keywords never closed, each read from the one before', unclosedStreamsPdf],
    ['dictionaries nested 500,000 deep', () => deeplyNestedPdf(500_000)],
    ['near-misses of every name and keyword the check looks for', nearMissesPdf],
  ])(
    'is read to its end in time that grows with its size alone: %s, then a script',
    async (_label, make) => {
      const pdf = make();
      expect(pdf.length).toBeLessThanOrEqual(PDF_LIMIT_BYTES);
      await expectAnswer(pdf, 400, ACTIVE_PDF_MESSAGE);
    },
    SLOW_TEST_MS,
  );

  it(
    'keeps the server answering while a full-size honest PDF is checked and stored',
    async () => {
      const pdf = largePlainPdf();
      expect(pdf.length).toBeGreaterThan(PDF_LIMIT_BYTES - 100 * 1024);
      await expectAnswer(pdf, 201);
    },
    SLOW_TEST_MS,
  );
});
