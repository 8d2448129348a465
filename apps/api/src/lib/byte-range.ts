/** A byte range of a file, both ends included. */
export type ByteRange = { start: number; end: number };

/**
 * Reads a `Range: bytes=…` header (one range; a multi-range request gets its first range).
 * undefined: no usable header, send the whole file. 'unsatisfiable': answer 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*(,.*)?$/i.exec(header.trim());
  if (!match) return header.trim().toLowerCase().startsWith('bytes=') ? 'unsatisfiable' : undefined;
  const [, startText = '', endText = ''] = match;
  if (startText === '' && endText === '') return 'unsatisfiable';
  if (startText === '') {
    // A suffix: the last N bytes.
    const length = Number(endText);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(startText);
  const end = endText === '' ? size - 1 : Math.min(Number(endText), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
