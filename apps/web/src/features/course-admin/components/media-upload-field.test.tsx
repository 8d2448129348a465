import { inputSafetyStrings } from '@jal/ui-strings/input-safety';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadSeedStrings } from '@/test/seed-strings';
import { renderWithProviders } from '@/test/render';
import { loadCourseAdminStrings } from '../testing/course-admin-testing';
import { MediaUploadField } from './media-upload-field';

const ACTIVE_PDF =
  'This PDF contains script, embedded files or actions that run when it is opened. Save it again as a plain PDF (for example, print it to a new PDF) and upload that copy.';

/** The upload answers as the server does when it refuses a file. */
function refuseUploads(status: number, errorCode: string, message: string, errorParams: Record<string, number>) {
  const body = { code: status, errorCode, ...(Object.keys(errorParams).length ? { errorParams } : {}), message, data: null };
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeAll(() => {
  loadCourseAdminStrings();
  loadSeedStrings(inputSafetyStrings);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('MediaUploadField', () => {
  it.each([
    ['en', 400, 'PDF_ACTIVE_CONTENT', {}, ACTIVE_PDF, ACTIVE_PDF],
    ['hi', 400, 'PDF_ACTIVE_CONTENT', {}, ACTIVE_PDF, inputSafetyStrings['inputSafety.pdfActive']!.hi],
    [
      'hi',
      413,
      'PDF_UNPACKS_TOO_LARGE',
      { megabytes: 64 },
      'This PDF unpacks to more than 64 MB of objects to check. Save it again as a plain PDF (for example, print it to a new PDF) and upload that copy.',
      inputSafetyStrings['inputSafety.pdfUnpacksTooLarge']!.hi.replace('{{megabytes}}', '64'),
    ],
    [
      'hi',
      413,
      'IMAGE_TOO_MANY_PIXELS',
      { width: 30000, height: 20000 },
      'The image is 30000 × 20000 pixels: an image may have at most 16 megapixels (e.g. 4096 × 4096), or phones cannot show it. Make it smaller and upload it again.',
      inputSafetyStrings['inputSafety.imageTooManyPixels']!.hi.replace('{{width}}', '30000').replace('{{height}}', '20000'),
    ],
    [
      'hi',
      400,
      'UPLOAD_INCOMPLETE',
      {},
      'The upload is not a complete multipart/form-data body (its boundary is missing or the file was cut off). Send the file again.',
      inputSafetyStrings['inputSafety.uploadIncomplete']!.hi,
    ],
  ] as const)('says in %s why the server refused the file (%i %s)', async (language, status, errorCode, params, server, shown) => {
    const fetch = refuseUploads(status, errorCode, server, params);
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <MediaUploadField
        label="PDF"
        accept="application/pdf"
        value={{ mediaId: null, filename: null }}
        onChange={onChange}
        maxBytes={10_000_000}
      />,
      { language, toaster: true },
    );
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(input, new File(['%PDF-1.7'], 'lesson.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledOnce();
    expect(onChange).not.toHaveBeenCalled();
  });
});
