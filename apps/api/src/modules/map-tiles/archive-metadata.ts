import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { ArchiveHeader } from './pmtiles-header.js';

const gunzipAsync = promisify(gunzip);

/** Metadata is a small JSON object; a larger section is not read (the map draws without it). */
const MAX_METADATA_BYTES = 1024 * 1024;
const MAX_UNPACKED_BYTES = 4 * 1024 * 1024;
const MAX_ATTRIBUTION_CHARS = 300;
const MAX_NAME_CHARS = 120;
const MAX_LAYERS = 100;

/** What the review page shows and styles from an archive's JSON metadata. */
export type ArchiveMetadata = { name: string | null; attribution: string | null; vectorLayers: string[] };

const NONE: ArchiveMetadata = { name: null, attribution: null, vectorLayers: [] };

/**
 * The archive's name, attribution and vector layers, read from its metadata section (gzip
 * undone when the header says so, within limits). Attribution is often HTML (a link to
 * OpenStreetMap): only its text is kept, so no markup from an uploaded file ever reaches a page.
 * Metadata that is missing, too large or not JSON gives nothing: the map is drawn without it.
 */
export async function readArchiveMetadata(path: string, header: ArchiveHeader): Promise<ArchiveMetadata> {
  const { offset, length } = header.metadata;
  if (length === 0 || length > MAX_METADATA_BYTES) return NONE;
  const file = await open(path, 'r');
  let raw: Buffer;
  try {
    raw = Buffer.alloc(length);
    await file.read(raw, 0, length, offset);
  } finally {
    await file.close();
  }
  let value: unknown;
  try {
    const text = header.internalCompression === 2 ? await gunzipAsync(raw, { maxOutputLength: MAX_UNPACKED_BYTES }) : raw;
    value = JSON.parse(text.toString('utf8'));
  } catch {
    return NONE;
  }
  if (!value || typeof value !== 'object') return NONE;
  const { name, attribution, vector_layers: layers } = value as Record<string, unknown>;
  return {
    name: plainText(name, MAX_NAME_CHARS),
    attribution: plainText(attribution, MAX_ATTRIBUTION_CHARS),
    vectorLayers: Array.isArray(layers)
      ? layers
          .map((layer) => (layer && typeof layer === 'object' ? plainText((layer as { id?: unknown }).id, MAX_NAME_CHARS) : null))
          .filter((id): id is string => !!id)
          .slice(0, MAX_LAYERS)
      : [],
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', copy: '©' };

/** A string's text without markup or control characters, spaces collapsed, cut to `max`; null for anything else or nothing. */
export function plainText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const text = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 31 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
