import { Inflate } from 'fflate';
import type { PacedWork } from '../paced-work.js';
import { NotAWorkbookError, SPREADSHEET_LIMITS, SpreadsheetLimitError } from './limits.js';

/** One file of a zip archive, as its central directory describes it. */
export type ZipEntry = { name: string; method: number; compressedSize: number; localHeaderOffset: number };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** Compressed input handed to the inflater at once: at most about 1 MB of output each. */
const INPUT_SLICE = 1024;
/** Text handed on at once, so that each step of the reader stays short. */
const OUTPUT_PIECE = 64 * 1024;

/**
 * The entries of a zip archive, by name, read from its central directory alone: nothing is
 * inflated here. More than `SPREADSHEET_LIMITS.zipEntries` entries is refused before any is read.
 */
export function listZipEntries(bytes: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => (at + 4 <= bytes.length ? view.getUint32(at, true) : -1);
  const u16 = (at: number) => (at + 2 <= bytes.length ? view.getUint16(at, true) : -1);
  // The end record is the last 22 bytes, or fewer than 64 KB earlier when it has a comment.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (u32(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end === -1) throw new NotAWorkbookError('no zip directory');
  const count = u16(end + 10);
  if (count > SPREADSHEET_LIMITS.zipEntries) {
    throw new SpreadsheetLimitError('zipEntries', `the archive has ${count} entries`);
  }
  const entries = new Map<string, ZipEntry>();
  let at = u32(end + 16);
  for (let index = 0; index < count; index++) {
    if (u32(at) !== DIRECTORY_ENTRY) throw new NotAWorkbookError('broken zip directory');
    const flags = u16(at + 8);
    const nameLength = u16(at + 28);
    const skip = nameLength + u16(at + 30) + u16(at + 32);
    const compressedSize = u32(at + 20);
    const nameBytes = bytes.subarray(at + 46, at + 46 + nameLength);
    // Encrypted entries, and ZIP64 sizes (an upload this small never needs them), are not a workbook's.
    if (flags & 1 || compressedSize === 0xffffffff) throw new NotAWorkbookError('unsupported zip entry');
    const name = new TextDecoder().decode(nameBytes);
    entries.set(name, { name, method: u16(at + 10), compressedSize, localHeaderOffset: u32(at + 42) });
    at += 46 + skip;
  }
  return entries;
}

/** Counts what has been unpacked across the parts of one archive. */
export type UnpackBudget = { unpackedBytes: number; readonly paced: PacedWork };

/**
 * The text of one entry (UTF-8), in pieces, inflated a small slice at a time with a turn for the
 * event loop between slices as `budget.paced` asks. Stops with `SpreadsheetLimitError` as soon as
 * the entry passes `maxBytes`, or all entries together pass `SPREADSHEET_LIMITS.unpackedBytes`:
 * what the archive says of its sizes is never trusted.
 */
export async function* unpackText(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: UnpackBudget,
  maxBytes: number = SPREADSHEET_LIMITS.partBytes,
): AsyncGenerator<string> {
  const at = entry.localHeaderOffset;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_HEADER) throw new NotAWorkbookError('broken zip entry');
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw new NotAWorkbookError('zip entry cut short');
  if (entry.method !== STORED && entry.method !== DEFLATED) throw new NotAWorkbookError('unsupported compression');

  const decoder = new TextDecoder('utf-8', { fatal: true });
  let unpacked = 0;
  let pending: Uint8Array[] = [];
  const take = (chunk: Uint8Array) => {
    unpacked += chunk.length;
    budget.unpackedBytes += chunk.length;
    if (unpacked > maxBytes || budget.unpackedBytes > SPREADSHEET_LIMITS.unpackedBytes) {
      throw new SpreadsheetLimitError('unpackedBytes', `${entry.name} unpacks to more than allowed`);
    }
    pending.push(chunk);
  };
  const inflater = new Inflate((chunk) => take(chunk));
  for (let offset = 0; offset < data.length || offset === 0; offset += INPUT_SLICE) {
    const slice = data.subarray(offset, offset + INPUT_SLICE);
    const last = offset + INPUT_SLICE >= data.length;
    try {
      if (entry.method === STORED) take(slice);
      else inflater.push(slice, last);
    } catch (error) {
      if (error instanceof SpreadsheetLimitError) throw error;
      throw new NotAWorkbookError('broken compressed data');
    }
    const chunks = pending;
    pending = [];
    for (const chunk of chunks) {
      for (let piece = 0; piece < chunk.length; piece += OUTPUT_PIECE) {
        let text: string;
        try {
          text = decoder.decode(chunk.subarray(piece, piece + OUTPUT_PIECE), { stream: true });
        } catch {
          throw new NotAWorkbookError('not UTF-8 text');
        }
        if (text) yield text;
        await budget.paced.breathe();
      }
    }
    await budget.paced.breathe();
    if (last) break;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}
