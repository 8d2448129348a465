import { z } from 'zod';

/** What the tiles of an archive hold: vector features (MVT or MapLibre Tiles) or pictures. */
export const MAP_TILE_KINDS = ['vector', 'mlt', 'png', 'jpeg', 'webp', 'avif'] as const;
export type MapTileKind = (typeof MAP_TILE_KINDS)[number];

/**
 * The base map an administrator loaded (a PMTiles archive of their district), as the review page
 * and the administrators' section read it: where its file is, what it covers and at which zooms.
 */
export const mapTilesArchive = z
  .object({
    id: z.string(),
    /** The file, with HTTP byte ranges: an API path below /api, named by the archive's id. */
    url: z.string(),
    name: z.string(),
    sizeBytes: z.number().int(),
    tileKind: z.enum(MAP_TILE_KINDS),
    minZoom: z.number().int(),
    maxZoom: z.number().int(),
    /** West, south, east and north edges, in degrees. */
    bounds: z.object({ west: z.number(), south: z.number(), east: z.number(), north: z.number() }),
    center: z.object({ longitude: z.number(), latitude: z.number(), zoom: z.number().int() }),
    /** Who made the map, as plain text (any markup of the archive's metadata removed), to be shown with it. */
    attribution: z.string().nullable(),
    /** The layers of a vector archive, by id (the metadata's `vector_layers`); empty for pictures. */
    vectorLayers: z.array(z.string()),
    uploadedAt: z.string(),
  })
  .meta({ id: 'MapTilesArchive' });
export type MapTilesArchive = z.infer<typeof mapTilesArchive>;

/** Whether the installation has a base map (the archive, or null), and the largest file an upload may be. */
export const mapTilesStatus = z.object({ archive: mapTilesArchive.nullable(), maxUploadBytes: z.number().int() });
export type MapTilesStatus = z.infer<typeof mapTilesStatus>;

export const mapTilesArchiveParams = z.strictObject({
  archiveId: z.uuid({ error: 'archiveId must be the id of a map archive.' }),
});
