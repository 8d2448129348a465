/**
 * What can be uploaded: the extension and the first bytes must agree, so a script renamed to
 * .mp4 is refused. SVG is refused: it can carry script, and lessons do not need it.
 */
export type FileType = { contentType: string; maxBytes: number; label: string; matches: (head: Buffer) => boolean };

const MB = 1024 * 1024;
const ascii = (head: Buffer, offset: number, text: string) => head.subarray(offset, offset + text.length).toString('latin1') === text;

export const FILE_TYPES: Record<string, FileType> = {
  mp4: { contentType: 'video/mp4', maxBytes: 50 * MB, label: 'video', matches: (head) => ascii(head, 4, 'ftyp') },
  webm: {
    contentType: 'video/webm',
    maxBytes: 50 * MB,
    label: 'video',
    matches: (head) => head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
  },
  pdf: { contentType: 'application/pdf', maxBytes: 10 * MB, label: 'PDF', matches: (head) => ascii(head, 0, '%PDF-') },
  vtt: {
    contentType: 'text/vtt; charset=utf-8',
    maxBytes: 1 * MB,
    label: 'caption file',
    matches: (head) => ascii(head, 0, 'WEBVTT') || (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf && ascii(head, 3, 'WEBVTT')),
  },
  png: {
    contentType: 'image/png',
    maxBytes: 1 * MB,
    label: 'image',
    matches: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  jpg: {
    contentType: 'image/jpeg',
    maxBytes: 1 * MB,
    label: 'image',
    matches: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  },
  webp: {
    contentType: 'image/webp',
    maxBytes: 1 * MB,
    label: 'image',
    matches: (head) => ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP'),
  },
};
FILE_TYPES.jpeg = FILE_TYPES.jpg as FileType;

export const MAX_UPLOAD_BYTES = 50 * MB;
export const ACCEPTED = 'an MP4 or WebM video, a PDF, a WebVTT caption file (.vtt) or a PNG, JPEG or WebP image';

/** A file name safe in a header and on disk: letters, digits, dot, dash and underscore. */
export function safeFilename(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(-100);
  return cleaned || 'file';
}
