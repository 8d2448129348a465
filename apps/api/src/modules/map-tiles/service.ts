import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { MapTilesArchive } from '@jal/contracts';
import { API } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { scratchFolder, type MediaStore } from '../../lib/media-store.js';
import { asMalformedUpload, writePart } from '../media/service.js';
import { readArchiveMetadata } from './archive-metadata.js';
import { HEADER_BYTES, kindOfFile, readHeader, type HeaderProblem } from './pmtiles-header.js';
import { findMapTiles, removeMapTiles, replaceMapTiles, type MapTilesRow } from './repository.js';

/** The largest upload unless MAP_TILES_MAX_MB says otherwise. */
export const DEFAULT_MAP_TILES_MAX_BYTES = 512 * 1024 * 1024;
/** What a multipart body may hold beyond its file: the boundaries and the part's headers. */
const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;

export const NOT_MULTIPART = 'Send the map as multipart/form-data in a field named file.';

const megabytes = (bytes: number) => Math.floor(bytes / (1024 * 1024));
const tooLarge = (maxBytes: number) =>
  new HttpError(413, `The map file is too large: it may be at most ${megabytes(maxBytes)} MB.`).coded('MAP_TILES_TOO_LARGE', {
    megabytes: megabytes(maxBytes),
  });
const mbtiles = () =>
  badRequest(
    'MBTiles files are not taken: convert the file to PMTiles first, e.g. `pmtiles convert district.mbtiles district.pmtiles`, and upload the .pmtiles file.',
  ).coded('MAP_TILES_MBTILES');
const notPmtiles = () =>
  badRequest(
    'The file is not a PMTiles archive of version 3. Upload a .pmtiles file (an older or MBTiles file can be converted with `pmtiles convert`).',
  ).coded('MAP_TILES_NOT_PMTILES');

const PROBLEMS: Record<HeaderProblem, string> = {
  'tile-type': 'its tile type is unknown (vector MVT or MLT, PNG, JPEG, WebP or AVIF are drawn)',
  compression: 'it is compressed with brotli or zstd, which browsers cannot undo (gzip or none is drawn)',
  zooms: 'its zoom levels are out of order or deeper than 26',
  bounds: 'its bounds are not a box on the Earth (west of east, south of north)',
  sections: 'its directories or tile data lie outside the file, or the root directory does not end within its first 16 KB',
};
const badHeader = (problem: HeaderProblem) =>
  badRequest(`The PMTiles archive's header is not sound: ${PROBLEMS[problem]}.`).coded('MAP_TILES_BAD_HEADER', { problem });

/** The archive as the API describes it. */
export function presentArchive(row: MapTilesRow): MapTilesArchive {
  return {
    id: row.id,
    url: API.mapTilesArchive(row.id),
    name: row.name,
    sizeBytes: row.sizeBytes,
    tileKind: row.tileKind,
    minZoom: row.minZoom,
    maxZoom: row.maxZoom,
    bounds: { west: row.west, south: row.south, east: row.east, north: row.north },
    center: { longitude: row.centerLongitude, latitude: row.centerLatitude, zoom: row.centerZoom },
    attribution: row.attribution,
    vectorLayers: row.vectorLayers,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

export async function currentArchive(db: Db): Promise<MapTilesArchive | null> {
  const row = await findMapTiles(db);
  return row ? presentArchive(row) : null;
}

/** The stored archive of this id, if it is the current one (a replaced archive's URL finds nothing). */
export async function storedArchive(db: Db, archiveId: string): Promise<MapTilesRow | null> {
  const row = await findMapTiles(db);
  return row?.id === archiveId ? row : null;
}

type Upload = { db: Db; store: MediaStore; request: FastifyRequest; userId: string; maxBytes: number };

/**
 * Takes a PMTiles archive from the `file` part of a multipart body in place of the current one.
 * A body announced larger than the limit is refused before a byte is read; the file is written
 * to a scratch folder as it arrives, refused at its first 16 bytes when they are not PMTiles
 * version 3 (MBTiles named as such) and at the limit; its header is then checked against its
 * size and its metadata read, and only an archive that passed goes to the media store under a
 * new key, before the row names it. The replaced archive's file is deleted after.
 */
export async function receiveArchive({ db, store, request, userId, maxBytes }: Upload): Promise<MapTilesArchive> {
  const announced = Number(request.headers['content-length']);
  if (announced > maxBytes + MULTIPART_ALLOWANCE_BYTES) throw tooLarge(maxBytes);
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  const part = await request.file().catch((error: unknown) => {
    throw asMalformedUpload(error);
  });
  if (!part || part.fieldname !== 'file') throw badRequest('Send the map in a field named file.');
  const scratch = await scratchFolder();
  try {
    const path = join(scratch.path, 'upload.pmtiles');
    const { size, head } = await writePart(part, path, {
      maxBytes,
      tooLarge: () => tooLarge(maxBytes),
      checkHead: (first) => refusalOf(kindOfFile(first)),
    });
    if (size === 0) throw badRequest('The file is empty.').coded('FILE_EMPTY');
    const kindRefusal = refusalOf(head.length < 16 ? 'other' : kindOfFile(head));
    if (kindRefusal) throw kindRefusal;
    const header = readHeader(await firstBytes(path, HEADER_BYTES), size);
    if ('problem' in header) throw badHeader(header.problem);
    const metadata = await readArchiveMetadata(path, header);
    const id = randomUUID();
    const storageKey = `map-tiles/${id}.pmtiles`;
    await store.putFile(storageKey, path);
    let saved: Awaited<ReturnType<typeof replaceMapTiles>>;
    try {
      saved = await replaceMapTiles(db, {
        id,
        storageKey,
        sizeBytes: size,
        tileKind: header.tileKind,
        minZoom: header.minZoom,
        maxZoom: header.maxZoom,
        ...header.bounds,
        centerLongitude: header.center.longitude,
        centerLatitude: header.center.latitude,
        centerZoom: header.center.zoom,
        attribution: metadata.attribution,
        name: metadata.name ?? fileTitle(part.filename),
        vectorLayers: metadata.vectorLayers,
        uploadedBy: userId,
      });
    } catch (error) {
      // No row, no file: a file nobody names would only fill the store.
      await store.delete(storageKey).catch(() => {});
      throw error;
    }
    if (saved.replaced) await store.delete(saved.replaced.storageKey);
    return presentArchive(saved.row);
  } finally {
    await scratch.release();
  }
}

/** Removes the installation's base map and its file; false when none was loaded. */
export async function removeArchive(db: Db, store: MediaStore): Promise<boolean> {
  const removed = await removeMapTiles(db);
  if (removed) await store.delete(removed.storageKey);
  return !!removed;
}

function refusalOf(kind: ReturnType<typeof kindOfFile>): HttpError | undefined {
  if (kind === 'mbtiles') return mbtiles();
  if (kind === 'other') return notPmtiles();
  return undefined;
}

async function firstBytes(path: string, count: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const bytes = Buffer.alloc(count);
    const { bytesRead } = await file.read(bytes, 0, count, 0);
    return bytes.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** A name for an archive whose metadata gives none: the file's, without its extension. */
function fileTitle(filename: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const name = basename(filename, extname(filename)).replace(/[\u0000-\u001f\u007f]/g, '');
  return name.trim().slice(0, 120) || 'Base map';
}
