import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { constants, createInflate } from 'node:zlib';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { DeadlineExceededError, pacedWork, type PacedWork } from '../../lib/paced-work.js';
import { integerObjects, NameReader, PIECE_BYTES, readNames, streamsOf, type PdfStream } from './pdf-syntax.js';

/**
 * Lesson PDFs are read in the browser's viewer, often framed in our own page: a PDF that runs
 * script, launches programs, carries other files or interactive forms is refused at upload, so
 * that learners only ever open plain documents.
 *
 * The check reads the file in one pass, then unpacks its object streams a slice at a time, and
 * gives the event loop a turn every few milliseconds (lib/paced-work.ts): a file of any shape
 * costs time in proportion to its size, and other requests wait a slice at most.
 */

/** Names that start script or carry content a viewer would run or unpack. */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'EmbeddedFile', 'EmbeddedFiles', 'Launch', 'AA', 'RichMedia', 'XFA']);

const MB = 1024 * 1024;

export const PDF_CHECK_LIMITS = {
  /** Text unpacked from one file's object streams, counted as it comes out of the inflater. */
  unpackedBytes: 64 * MB,
  /** Wall time for the whole check, paced so the server answers others meanwhile. */
  checkMs: 60_000,
} as const;

/** Compressed input handed to the inflater at once: at most about 4 MB of output each. */
const INPUT_SLICE = 4096;

export const ACTIVE_PDF_MESSAGE =
  'This PDF contains script, embedded files or actions that run when it is opened. Save it again as a plain PDF (for example, print it to a new PDF) and upload that copy.';
export const UNCHECKABLE_PDF_MESSAGE =
  'This PDF could not be checked for script and embedded files. Save it again as a plain PDF (for example, print it to a new PDF) and upload that copy.';
export const UNPACKS_TOO_LARGE_PDF_MESSAGE = `This PDF unpacks to more than ${PDF_CHECK_LIMITS.unpackedBytes / MB} MB of objects to check. Save it again as a plain PDF (for example, print it to a new PDF) and upload that copy.`;

export type PdfFinding = { kind: 'active'; name: string } | { kind: 'uncheckable'; reason: string } | { kind: 'unpacks-too-large' } | null;

class UnpacksTooLargeError extends Error {}

/** Reads text for an active name, and says the first one it met. */
function activeNameReader() {
  let found: string | null = null;
  const reader = new NameReader((name) => {
    if (found === null && ACTIVE_NAMES.has(name)) found = name;
  });
  return { reader, found: () => found };
}

/**
 * The file's own text, with the stream data left out (compressed bytes can look like anything):
 * its first active name, else the object streams, where a PDF may keep any dictionary compressed.
 */
async function outsideStreams(
  file: Buffer,
  paced: PacedWork,
): Promise<{ found: string | null; objectStreams: PdfStream[]; endless: boolean }> {
  const integers = await integerObjects(file, paced);
  const objectStreams: PdfStream[] = [];
  const active = activeNameReader();
  const stop = () => active.found() !== null;
  let from = 0;
  for await (const stream of streamsOf(file, integers, paced)) {
    // The text up to the stream's data: a name there ends where the data starts.
    await readNames(file.subarray(from, stream.start), active.reader, paced, stop);
    if (stop() || stream.endless) return { found: active.found(), objectStreams, endless: stream.endless };
    if (stream.names.includes('ObjStm')) objectStreams.push(stream);
    from = stream.end;
  }
  await readNames(file.subarray(from), active.reader, paced, stop);
  return { found: active.found(), objectStreams, endless: false };
}

/** The unpacked bytes of object streams, counted against the limit as they come. */
type UnpackBudget = { unpackedBytes: number };

/** Compressed data in slices, so that the inflater never unpacks more than one slice ahead of the reader. */
function* slices(data: Buffer) {
  for (let offset = 0; offset < data.length; offset += INPUT_SLICE) yield data.subarray(offset, offset + INPUT_SLICE);
}

/**
 * An object stream's text as it is unpacked: by zlib on the libuv pool (off the event loop), a
 * slice of input at a time. Never told the data ends at a boundary: a stream cut short is read as
 * far as it goes, as viewers do.
 */
function unpacked(data: Buffer, flate: boolean): AsyncIterable<Buffer> {
  if (!flate) return Readable.from(slices(data));
  return Readable.from(slices(data)).pipe(createInflate({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: PIECE_BYTES }));
}

/** An object stream's first active name, read as it is unpacked; an uncheckable finding when it cannot be. */
async function objectStreamFinding(file: Buffer, stream: PdfStream, budget: UnpackBudget, paced: PacedWork): Promise<PdfFinding> {
  const filters = stream.names.filter((name) => name.endsWith('Decode'));
  const flate = filters.length === 1 && filters[0] === 'FlateDecode' && !stream.names.includes('DecodeParms');
  if (filters.length > 0 && !flate) return { kind: 'uncheckable', reason: `an object stream is packed with ${filters.join(', ')}` };
  const active = activeNameReader();
  try {
    // Leaving the loop early stops the inflater.
    for await (const chunk of unpacked(file.subarray(stream.start, stream.end), flate)) {
      budget.unpackedBytes += chunk.length;
      if (budget.unpackedBytes > PDF_CHECK_LIMITS.unpackedBytes) throw new UnpacksTooLargeError();
      active.reader.read(chunk);
      if (active.found() !== null) break;
      await paced.breathe();
    }
  } catch (error) {
    if (error instanceof UnpacksTooLargeError || error instanceof DeadlineExceededError) throw error;
    return { kind: 'uncheckable', reason: 'an object stream does not unpack' };
  }
  active.reader.end();
  const found = active.found();
  return found ? { kind: 'active', name: found } : null;
}

/**
 * What in the PDF would run or unpack, or why it cannot be told: the first active name outside
 * the streams' data, else the first in the object streams, which are unpacked up to
 * `PDF_CHECK_LIMITS.unpackedBytes` in all.
 */
export async function pdfActiveContent(
  file: Buffer,
  paced: PacedWork = pacedWork({ deadlineMs: PDF_CHECK_LIMITS.checkMs }),
): Promise<PdfFinding> {
  try {
    const { found, objectStreams, endless } = await outsideStreams(file, paced);
    if (found) return { kind: 'active', name: found };
    // Viewers read on past such a stream, looking for objects: so must the check, which cannot.
    if (endless) return { kind: 'uncheckable', reason: 'a stream has no end' };
    const budget: UnpackBudget = { unpackedBytes: 0 };
    for (const stream of objectStreams) {
      const finding = await objectStreamFinding(file, stream, budget, paced);
      if (finding) return finding;
    }
    return null;
  } catch (error) {
    if (error instanceof UnpacksTooLargeError) return { kind: 'unpacks-too-large' };
    if (error instanceof DeadlineExceededError) return { kind: 'uncheckable', reason: 'it took too long to check' };
    throw error;
  }
}

/** Refuses a stored upload that is a PDF with active content, or one that cannot be checked (the caller removes the file). */
export async function refuseActivePdf(path: string) {
  const finding = await pdfActiveContent(await readFile(path));
  if (finding?.kind === 'active') throw badRequest(ACTIVE_PDF_MESSAGE).coded('PDF_ACTIVE_CONTENT');
  if (finding?.kind === 'uncheckable') throw badRequest(UNCHECKABLE_PDF_MESSAGE).coded('PDF_UNCHECKABLE');
  if (finding?.kind === 'unpacks-too-large') {
    throw new HttpError(413, UNPACKS_TOO_LARGE_PDF_MESSAGE).coded('PDF_UNPACKS_TOO_LARGE', {
      megabytes: PDF_CHECK_LIMITS.unpackedBytes / MB,
    });
  }
}
