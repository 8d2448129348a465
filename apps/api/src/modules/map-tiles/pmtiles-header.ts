import type { MapTileKind } from '@jal/contracts';

/** A PMTiles version 3 archive begins with this header, its numbers little-endian. */
export const HEADER_BYTES = 127;
/** Readers fetch the header and the root directory in one request of this many bytes, so the root must end within it. */
const FIRST_REQUEST_BYTES = 16_384;
/** The deepest zoom the browser's PMTiles reader addresses. */
const MAX_ZOOM = 26;
/** Web Mercator ends here: a map cannot show latitudes beyond. */
const MERCATOR_LATITUDE = 85.0511288;

/** What the first bytes of an upload are. */
export type FileKind = 'pmtiles' | 'mbtiles' | 'other';

/**
 * From the file's first 16 bytes: a PMTiles version 3 archive; an MBTiles file (an SQLite
 * database, which only a conversion makes servable by ranges); or anything else, older PMTiles
 * versions included.
 */
export function kindOfFile(head: Buffer): FileKind {
  if (head.subarray(0, 16).toString('latin1') === 'SQLite format 3\0') return 'mbtiles';
  if (head.subarray(0, 7).toString('latin1') === 'PMTiles' && head[7] === 3) return 'pmtiles';
  return 'other';
}

/** The part of a header that is not sound, as the API's error names it. */
export type HeaderProblem = 'tile-type' | 'compression' | 'zooms' | 'bounds' | 'sections';

export type ArchiveHeader = {
  rootDirectory: Section;
  metadata: Section;
  leafDirectories: Section;
  tileData: Section;
  /** How directories and metadata are compressed: 0 unknown, 1 none, 2 gzip (3 brotli and 4 zstd are refused). */
  internalCompression: number;
  tileCompression: number;
  tileKind: MapTileKind;
  minZoom: number;
  maxZoom: number;
  bounds: { west: number; south: number; east: number; north: number };
  center: { longitude: number; latitude: number; zoom: number };
};
type Section = { offset: number; length: number };

const TILE_KINDS: Record<number, MapTileKind> = { 1: 'vector', 2: 'png', 3: 'jpeg', 4: 'webp', 5: 'avif', 6: 'mlt' };
/**
 * Browsers undo no compression but gzip: the PMTiles reader decompresses directories and
 * metadata with it, and MapLibre gzip-compressed vector tiles. Unknown (0) is read as none.
 */
const READABLE_COMPRESSION = new Set([0, 1, 2]);

/**
 * Reads and checks the header of a PMTiles version 3 archive of `fileSize` bytes (its first 127
 * bytes in `bytes`): a known tile type, compression a browser undoes, zooms within what readers
 * address, bounds on the Earth (west of east, south of north) with the centre inside the
 * coordinates' range, and every section inside the file, the root directory within the first
 * request a reader makes. Answers the header, or the problem with it.
 */
export function readHeader(bytes: Buffer, fileSize: number): ArchiveHeader | { problem: HeaderProblem } {
  if (bytes.length < HEADER_BYTES || fileSize < HEADER_BYTES) return { problem: 'sections' };
  const section = (at: number): Section => ({ offset: uint64(bytes, at), length: uint64(bytes, at + 8) });
  const degrees = (at: number) => bytes.readInt32LE(at) / 1e7;
  const tileKind = TILE_KINDS[bytes[99]!];
  if (!tileKind) return { problem: 'tile-type' };
  const internalCompression = bytes[97]!;
  const tileCompression = bytes[98]!;
  if (!READABLE_COMPRESSION.has(internalCompression) || !READABLE_COMPRESSION.has(tileCompression)) return { problem: 'compression' };
  const minZoom = bytes[100]!;
  const maxZoom = bytes[101]!;
  const centerZoom = bytes[118]!;
  if (minZoom > maxZoom || maxZoom > MAX_ZOOM || centerZoom > MAX_ZOOM) return { problem: 'zooms' };
  const bounds = { west: degrees(102), south: degrees(106), east: degrees(110), north: degrees(114) };
  const center = { longitude: degrees(119), latitude: degrees(123), zoom: centerZoom };
  const onEarth = (longitude: number, latitude: number) => Math.abs(longitude) <= 180 && Math.abs(latitude) <= 90;
  if (
    !onEarth(bounds.west, bounds.south) ||
    !onEarth(bounds.east, bounds.north) ||
    !onEarth(center.longitude, center.latitude) ||
    bounds.west >= bounds.east ||
    bounds.south >= bounds.north ||
    bounds.south >= MERCATOR_LATITUDE ||
    bounds.north <= -MERCATOR_LATITUDE
  )
    return { problem: 'bounds' };
  const header: ArchiveHeader = {
    rootDirectory: section(8),
    metadata: section(24),
    leafDirectories: section(40),
    tileData: section(56),
    internalCompression,
    tileCompression,
    tileKind,
    minZoom,
    maxZoom,
    bounds,
    center,
  };
  const inFile = ({ offset, length }: Section) => length === 0 || (offset >= HEADER_BYTES && offset + length <= fileSize);
  const { rootDirectory, metadata, leafDirectories, tileData } = header;
  if (
    rootDirectory.length === 0 ||
    rootDirectory.offset + rootDirectory.length > FIRST_REQUEST_BYTES ||
    tileData.length === 0 ||
    ![rootDirectory, metadata, leafDirectories, tileData].every(inFile)
  )
    return { problem: 'sections' };
  return header;
}

/** A 64-bit length or offset; past 2^53 it is no file this server holds, so it reads as too large to fit. */
function uint64(bytes: Buffer, at: number): number {
  const value = bytes.readBigUInt64LE(at);
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(value);
}
