import { readFile } from 'node:fs/promises';
import { constants, inflateSync } from 'node:zlib';
import { badRequest } from '../../lib/http-error.js';

/**
 * Lesson PDFs are read in the browser's viewer, often framed in our own page: a PDF that runs
 * script, launches programs, carries other files or interactive forms is refused at upload, so
 * that learners only ever open plain documents.
 */

/** Names that start script or carry content a viewer would run or unpack. */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'EmbeddedFile', 'EmbeddedFiles', 'Launch', 'AA', 'RichMedia', 'XFA']);

/** At most this much text is unpacked from one file's object streams; beyond it the file cannot be checked. */
const INFLATE_BUDGET_BYTES = 64 * 1024 * 1024;

export const ACTIVE_PDF_MESSAGE =
  'This PDF contains script, embedded files or actions that run when it is opened. Save it again as a plain PDF (for example, print it to a new PDF) and upload that copy.';
export const UNCHECKABLE_PDF_MESSAGE =
  'This PDF could not be checked for script and embedded files. Save it again as a plain PDF (for example, print it to a new PDF) and upload that copy.';

export type PdfFinding = { kind: 'active'; name: string } | { kind: 'uncheckable'; reason: string } | null;

/** Every name of PDF syntax in `text` (`/Name`), with `#xx` escapes decoded: `/Java#53cript` is `/JavaScript`. */
function namesIn(text: string): string[] {
  return [...text.matchAll(/\/([^\s/[\]()<>{}%]+)/g)].map((match) =>
    (match[1] ?? '').replace(/#([0-9A-Fa-f]{2})/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

const activeName = (text: string) => namesIn(text).find((name) => ACTIVE_NAMES.has(name));

type Stream = { dictionary: string; start: number; end: number };

/** The length a stream's dictionary gives, direct (`/Length 120`) or as another object (`/Length 7 0 R`). */
function declaredLength(dictionary: string, text: string): number | null {
  const length = /\/Length\s+(\d+)(?:\s+(\d+)\s+R)?/.exec(dictionary);
  if (!length) return null;
  if (length[2] === undefined) return Number(length[1]);
  const target = new RegExp(`(?:^|\\s)${length[1]}\\s+${length[2]}\\s+obj\\s*(\\d+)\\s*endobj`).exec(text);
  return target ? Number(target[1]) : null;
}

/**
 * The streams of the file: the dictionary before each `stream` keyword and where its data lies.
 * The data ends at its declared length or at the first `endstream`, whichever comes first, so
 * that no object a viewer would read is taken for stream data.
 */
function streamsOf(text: string): Stream[] {
  const streams: Stream[] = [];
  const keyword = /\bstream\r?\n/g;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const start = match.index + match[0].length;
    const objectStart = text.lastIndexOf(' obj', match.index);
    const dictionary = text.slice(Math.max(objectStart, match.index - 4096, 0), match.index);
    const endKeyword = text.indexOf('endstream', start);
    const length = declaredLength(dictionary, text);
    const end = Math.min(endKeyword === -1 ? text.length : endKeyword, length === null ? text.length : start + length);
    streams.push({ dictionary, start, end });
    keyword.lastIndex = end;
  }
  return streams;
}

/**
 * What in the PDF would run or unpack, or why it cannot be told. The file's own text is read
 * with the stream data left out (compressed bytes can look like anything); the object streams,
 * where a PDF may keep any dictionary compressed, are unpacked and read as well.
 */
export function pdfActiveContent(file: Buffer): PdfFinding {
  const text = file.toString('latin1');
  const streams = streamsOf(text);
  let outside = '';
  let from = 0;
  for (const stream of streams) {
    outside += `${text.slice(from, stream.start)} `;
    from = stream.end;
  }
  outside += text.slice(from);
  const found = activeName(outside);
  if (found) return { kind: 'active', name: found };

  let budget = INFLATE_BUDGET_BYTES;
  for (const stream of streams) {
    const names = namesIn(stream.dictionary);
    if (!names.includes('ObjStm')) continue;
    const filters = names.filter((name) => name.endsWith('Decode'));
    const data = file.subarray(stream.start, stream.end);
    let content: Buffer;
    if (budget <= 0) return { kind: 'uncheckable', reason: 'its object streams unpack to too much text' };
    if (filters.length === 0) content = data;
    else if (filters.length === 1 && filters[0] === 'FlateDecode' && !names.includes('DecodeParms')) {
      try {
        content = inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: budget });
      } catch {
        return { kind: 'uncheckable', reason: 'an object stream does not unpack' };
      }
    } else return { kind: 'uncheckable', reason: `an object stream is packed with ${filters.join(', ')}` };
    budget -= content.length;
    const hidden = activeName(content.toString('latin1'));
    if (hidden) return { kind: 'active', name: hidden };
  }
  return null;
}

/** Refuses with 400 a stored upload that is a PDF with active content (the caller removes the file). */
export async function refuseActivePdf(path: string) {
  const finding = pdfActiveContent(await readFile(path));
  if (finding?.kind === 'active') throw badRequest(ACTIVE_PDF_MESSAGE).coded('PDF_ACTIVE_CONTENT');
  if (finding?.kind === 'uncheckable') throw badRequest(UNCHECKABLE_PDF_MESSAGE).coded('PDF_UNCHECKABLE');
}
