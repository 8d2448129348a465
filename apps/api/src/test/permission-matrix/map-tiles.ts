import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { replaceMapTiles } from '../../modules/map-tiles/repository.js';
import { pmtilesArchive } from '../../modules/map-tiles/test-archive.js';
import { adminOnly, expectAll, type MatrixRow, type MatrixSetup } from './types.js';

/** Everyone who reviews practicals: administrators, and managers and trainers with an organization. */
const reviewers = (ok: number) => expectAll(ok, { anonymous: 401, user: 403, trainer: ok });

/** A base map of its own, in the store and named by the row, for each caller. */
const loadedMap: MatrixSetup = async ({ app, db }) => {
  const id = randomUUID();
  const storageKey = `map-tiles/${id}.pmtiles`;
  const bytes = pmtilesArchive();
  await app.mediaStore.put(storageKey, Readable.from([bytes]));
  await replaceMapTiles(db, {
    id,
    storageKey,
    sizeBytes: bytes.length,
    tileKind: 'png',
    minZoom: 0,
    maxZoom: 0,
    west: 77.2,
    south: 23.1,
    east: 77.6,
    north: 23.4,
    centerLongitude: 77.4,
    centerLatitude: 23.25,
    centerZoom: 10,
    attribution: null,
    name: 'Matrix district',
    vectorLayers: [],
  });
  return { archiveId: id };
};

export const mapTilesRows: MatrixRow[] = [
  { method: 'GET', url: () => '/v1/map-tiles', expect: reviewers(200) },
  { method: 'GET', url: (ctx) => `/v1/map-tiles/archives/${ctx.fresh.archiveId}`, setup: loadedMap, expect: reviewers(200) },
  // The runner sends JSON: an administrator gets past the permission check to 415 (not multipart).
  { method: 'PUT', url: () => '/v1/map-tiles', expect: adminOnly(415) },
  { method: 'DELETE', url: () => '/v1/map-tiles', setup: loadedMap, expect: adminOnly(200) },
];
