import type { PacedWork } from '../../lib/paced-work.js';

/**
 * The few pieces of PDF syntax the active-content check reads, read from the file's bytes in one
 * pass each, so that their cost grows with the size of the file alone: every search is bounded
 * to where its answer can be, or moves forward through the file and never back over it.
 */

/** PDF's white-space bytes, and the vertical tab and no-break space a regular expression's `\s` took in. */
const WHITESPACE = new Uint8Array(256);
for (const byte of [0x00, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0]) WHITESPACE[byte] = 1;
/** The bytes that end a name: white space and PDF's delimiters. */
const ENDS_NAME = Uint8Array.from(WHITESPACE);
for (const char of '/[]()<>{}%') ENDS_NAME[char.charCodeAt(0)] = 1;

const SLASH = 0x2f;
const isWhitespace = (byte: number | undefined) => byte !== undefined && WHITESPACE[byte] === 1;
const isDigit = (byte: number | undefined) => byte !== undefined && byte >= 0x30 && byte <= 0x39;
/** A word character of a regular expression's `\b`. */
const isWordByte = (byte: number | undefined) =>
  byte !== undefined &&
  ((byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || byte === 0x5f);

/** The longest name kept whole: PDF allows 127 bytes, and each may be written as three (`#xx`). */
const MAX_NAME_BYTES = 4096;

/** Steps of a loop between two offers of a turn to the event loop (each step is a few native calls). */
const STEPS_BETWEEN_BREATHS = 1024;
/** Bytes read for names between two offers of a turn. */
export const PIECE_BYTES = 64 * 1024;

const decodeEscapes = (raw: string) =>
  raw.includes('#') ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16))) : raw;

/**
 * Reads the names of PDF syntax (`/Name`) in text that may arrive in pieces, a name running on
 * from one piece into the next. Each name goes to `onName` with its `#xx` escapes decoded
 * (`/Java#53cript` is `/JavaScript`); a name longer than any PDF may hold is dropped.
 */
export class NameReader {
  /** The start of the name being read, from earlier pieces (latin1), or null between names. */
  private pending: string | null = null;
  private pendingLength = 0;

  constructor(private readonly onName: (name: string) => void) {}

  read(bytes: Buffer): void {
    let at = 0;
    while (at < bytes.length) {
      if (this.pending === null) {
        const slash = bytes.indexOf(SLASH, at);
        if (slash === -1) return;
        this.pending = '';
        this.pendingLength = 0;
        at = slash + 1;
        continue;
      }
      let stop = at;
      while (stop < bytes.length && ENDS_NAME[bytes[stop] as number] === 0) stop++;
      this.pendingLength += stop - at;
      if (this.pendingLength <= MAX_NAME_BYTES) this.pending += bytes.toString('latin1', at, stop);
      if (stop === bytes.length) return;
      this.end();
      // A slash ends this name and starts the next: the search above finds it where it is.
      at = stop;
    }
  }

  /** The text ended: a name read up to its end is complete. */
  end(): void {
    if (this.pending && this.pendingLength <= MAX_NAME_BYTES) this.onName(decodeEscapes(this.pending));
    this.pending = null;
  }
}

/** Every name in `bytes`, decoded (for a stream's dictionary: a few kilobytes at most). */
export function namesIn(bytes: Buffer): string[] {
  const names: string[] = [];
  const reader = new NameReader((name) => names.push(name));
  reader.read(bytes);
  reader.end();
  return names;
}

/**
 * Reads `bytes` for names in pieces, a turn for the event loop offered between them, until
 * `stop()` says enough was found. The names end with the text.
 */
export async function readNames(bytes: Buffer, reader: NameReader, paced: PacedWork, stop: () => boolean): Promise<void> {
  for (let at = 0; at < bytes.length && !stop(); at += PIECE_BYTES) {
    reader.read(bytes.subarray(at, at + PIECE_BYTES));
    await paced.breathe();
  }
  reader.end();
}

const OBJ = Buffer.from('obj', 'latin1');
const END_OBJ = Buffer.from('endobj', 'latin1');
const OBJECT_STREAM = Buffer.from('ObjStm', 'latin1');
const SPACE_OBJ = Buffer.from(' obj', 'latin1');
const STREAM = Buffer.from('stream', 'latin1');
const END_STREAM = Buffer.from('endstream', 'latin1');
const LENGTH = Buffer.from('/Length', 'latin1');

/** The offset past the white space from `at` on (backwards with `step` -1). */
function skipWhitespace(bytes: Buffer, at: number, step: 1 | -1): number {
  while (isWhitespace(bytes[at])) at += step;
  return at;
}

/** The offset past the digits from `at` on (backwards with `step` -1). */
function skipDigits(bytes: Buffer, at: number, step: 1 | -1): number {
  while (isDigit(bytes[at])) at += step;
  return at;
}

/** `(?:^|\s)N\s+G\s+obj`: the number and generation written before the `obj` at `at`, as written. */
function objectNumberBefore(bytes: Buffer, at: number): string | null {
  const generationEnd = skipWhitespace(bytes, at - 1, -1);
  if (generationEnd === at - 1) return null;
  const generationStart = skipDigits(bytes, generationEnd, -1);
  if (generationStart === generationEnd) return null;
  const numberEnd = skipWhitespace(bytes, generationStart, -1);
  if (numberEnd === generationStart) return null;
  const numberStart = skipDigits(bytes, numberEnd, -1);
  if (numberStart === numberEnd || (numberStart >= 0 && !isWhitespace(bytes[numberStart]))) return null;
  return `${bytes.toString('latin1', numberStart + 1, numberEnd + 1)} ${bytes.toString('latin1', generationStart + 1, generationEnd + 1)}`;
}

/** `obj\s*(\d+)\s*endobj`: where the digits of the whole number an object holds alone lie, from the end of its `obj`. */
function integerAfter(bytes: Buffer, from: number): { start: number; end: number } | null {
  const start = skipWhitespace(bytes, from, 1);
  const end = skipDigits(bytes, start, 1);
  if (end === start) return null;
  const after = skipWhitespace(bytes, end, 1);
  return bytes.compare(END_OBJ, 0, END_OBJ.length, after, after + END_OBJ.length) === 0 ? { start, end } : null;
}

/**
 * The objects that hold a whole number alone (`7 0 obj 120 endobj`, a stream's length given
 * elsewhere), by number and generation as written; the first of a number wins. One pass: each
 * `obj` is read on to the value after it and back to the number before it, neither reaching
 * past the bytes between it and its neighbours.
 */
export async function integerObjects(bytes: Buffer, paced: PacedWork): Promise<Map<string, number>> {
  const values = new Map<string, number>();
  let steps = 0;
  for (let at = bytes.indexOf(OBJ); at !== -1; at = bytes.indexOf(OBJ, at + OBJ.length)) {
    const digits = integerAfter(bytes, at + OBJ.length);
    const key = digits && objectNumberBefore(bytes, at);
    if (digits && key !== null && !values.has(key)) values.set(key, Number(bytes.toString('latin1', digits.start, digits.end)));
    if (++steps % STEPS_BETWEEN_BREATHS === 0) await paced.breathe();
  }
  return values;
}

/** `/Length\s+(\d+)(?:\s+(\d+)\s+R)?`, read in a dictionary: the length, or the object that holds it. */
function lengthEntry(dictionary: Buffer): { length: number } | { object: string } | null {
  for (let at = dictionary.indexOf(LENGTH); at !== -1; at = dictionary.indexOf(LENGTH, at + 1)) {
    const numberStart = skipWhitespace(dictionary, at + LENGTH.length, 1);
    if (numberStart === at + LENGTH.length) continue;
    const numberEnd = skipDigits(dictionary, numberStart, 1);
    if (numberEnd === numberStart) continue;
    const number = dictionary.toString('latin1', numberStart, numberEnd);
    const generationStart = skipWhitespace(dictionary, numberEnd, 1);
    const generationEnd = skipDigits(dictionary, generationStart, 1);
    const reference = skipWhitespace(dictionary, generationEnd, 1);
    if (
      generationStart > numberEnd &&
      generationEnd > generationStart &&
      reference > generationEnd &&
      dictionary[reference] === 0x52 /* R */
    ) {
      return { object: `${number} ${dictionary.toString('latin1', generationStart, generationEnd)}` };
    }
    return { length: Number(number) };
  }
  return null;
}

/**
 * A stream of the file: where its data lies, and the names of its dictionary when it may be an
 * object stream (none for any other: nothing else is read of them). `endless` is a
 * `stream` keyword with neither an `endstream` after it nor a length: where its data ends cannot
 * be told, and it is the last stream read.
 */
export type PdfStream = { names: string[]; start: number; end: number; endless: boolean };

/** How far back from its `stream` keyword a stream's dictionary is looked for. */
const DICTIONARY_REACH = 4096;

/**
 * `\bstream\r?\n` from `from` on: the keyword's offset and where its data starts, or null. The
 * search moves forward only; a turn is offered now and then, since a file may hold a million
 * near-misses (`streamx`).
 */
async function nextStreamKeyword(bytes: Buffer, from: number, paced: PacedWork): Promise<{ at: number; start: number } | null> {
  let steps = 0;
  for (let at = bytes.indexOf(STREAM, from); at !== -1; at = bytes.indexOf(STREAM, at + 1)) {
    let after = at + 6;
    if (bytes[after] === 0x0d) after++;
    if (bytes[after] === 0x0a && !(at > 0 && isWordByte(bytes[at - 1]))) return { at, start: after + 1 };
    if (++steps % STEPS_BETWEEN_BREATHS === 0) await paced.breathe();
  }
  return null;
}

/**
 * The streams of the file, in order. A stream's dictionary is what lies before its keyword, back
 * to its `obj` (at most 4 KB, never into the stream before). Its data ends at its declared length
 * or at the first `endstream`, whichever comes first, so that no object a viewer would read is
 * taken for stream data; a stream with neither is the last. The first `endstream`
 * at or after a point is found once and kept, so that a thousand streams without one do not each
 * search the rest of the file.
 */
export async function* streamsOf(bytes: Buffer, integers: Map<string, number>, paced: PacedWork): AsyncGenerator<PdfStream> {
  let previousEnd = 0;
  let endKeyword: number | null = null;
  for (let keyword = await nextStreamKeyword(bytes, 0, paced); keyword; keyword = await nextStreamKeyword(bytes, previousEnd, paced)) {
    const { at, start } = keyword;
    let dictionary = bytes.subarray(Math.max(previousEnd, at - DICTIONARY_REACH, 0), at);
    const objectStart = dictionary.lastIndexOf(SPACE_OBJ);
    if (objectStart !== -1) dictionary = dictionary.subarray(objectStart);
    if (endKeyword !== null && endKeyword !== -1 && endKeyword < start) endKeyword = null;
    endKeyword ??= bytes.indexOf(END_STREAM, start);
    const entry = lengthEntry(dictionary);
    const length = entry === null ? null : 'length' in entry ? entry.length : (integers.get(entry.object) ?? null);
    const end = Math.min(endKeyword === -1 ? bytes.length : endKeyword, length === null ? bytes.length : start + length);
    // Its type may be written with # escapes.
    const objectStream = dictionary.indexOf(OBJECT_STREAM) !== -1 || dictionary.indexOf(0x23 /* # */) !== -1;
    yield { names: objectStream ? namesIn(dictionary) : [], start, end, endless: endKeyword === -1 && length === null };
    previousEnd = end;
    await paced.breathe();
  }
}
