import type { FileHandle } from 'node:fs/promises';

/**
 * The little of the tar format a backup needs (POSIX ustar: regular files, names up to 255
 * characters), so that a backup opens with any tar program.
 */

const BLOCK = 512;

/** The zero blocks after the last entry. */
export const TAR_END = Buffer.alloc(BLOCK * 2);

/** The zero bytes that fill an entry's last block. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

function writeOctal(header: Buffer, value: number, offset: number, length: number) {
  header.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'ascii');
}

/** The header block of a regular file. */
export function tarHeader(name: string, size: number, modified = new Date()): Buffer {
  const header = Buffer.alloc(BLOCK);
  let prefix = '';
  let base = name;
  if (Buffer.byteLength(name) > 100) {
    // ustar keeps a longer name as a folder prefix (155 bytes) and a name (100), split at a slash.
    const cut = name.lastIndexOf('/', 155);
    prefix = name.slice(0, cut);
    base = name.slice(cut + 1);
    if (cut <= 0 || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(base) > 100)
      throw new Error(`name too long for a tar file: ${name}`);
  }
  header.write(base, 0, 100, 'utf8');
  writeOctal(header, 0o644, 100, 8);
  writeOctal(header, 0, 108, 8);
  writeOctal(header, 0, 116, 8);
  writeOctal(header, size, 124, 12);
  writeOctal(header, Math.floor(modified.getTime() / 1000), 136, 12);
  header.write('        ', 148, 8, 'ascii');
  header.write('0', 156, 1, 'ascii');
  header.write('ustar\0', 257, 6, 'ascii');
  header.write('00', 263, 2, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return header;
}

/** One file in a tar file: its name, its size and where its bytes begin. */
export type TarEntry = { name: string; size: number; offset: number };

const text = (bytes: Buffer) => bytes.toString('utf8', 0, bytes.indexOf(0) === -1 ? bytes.length : bytes.indexOf(0));

/**
 * The regular files of a tar file, in order; `complete` says whether its end blocks were found
 * (a file cut short has none). Throws on a header whose checksum is wrong.
 */
export async function readTarEntries(file: FileHandle): Promise<{ entries: TarEntry[]; complete: boolean }> {
  const { size: total } = await file.stat();
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= total) {
    const header = Buffer.alloc(BLOCK);
    await file.read(header, 0, BLOCK, offset);
    if (header.every((byte) => byte === 0)) return { entries, complete: true };
    let sum = 0;
    for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 32 : (header[index] ?? 0);
    if (Number.parseInt(text(header.subarray(148, 156)).trim(), 8) !== sum)
      throw new Error(`not a tar file, or a damaged one (at byte ${offset})`);
    const size = Number.parseInt(text(header.subarray(124, 136)).trim() || '0', 8);
    const prefix = text(header.subarray(345, 500));
    const name = text(header.subarray(0, 100));
    const type = String.fromCharCode(header[156] ?? 0);
    if (type === '0' || type === '\0') entries.push({ name: prefix ? `${prefix}/${name}` : name, size, offset: offset + BLOCK });
    offset += BLOCK + size + tarPadding(size).length;
  }
  return { entries, complete: false };
}
