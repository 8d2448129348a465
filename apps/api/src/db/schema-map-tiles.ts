// The base map of the district that the review page draws under a practical's place.
import { bigint, doublePrecision, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { MapTileKind } from '@jal/contracts';
import { at, inlineForeignKey } from './columns.js';
// A cycle with schema.ts, which re-exports this file: the foreign key below is built lazily, so it resolves.
import { users } from './schema.js';

/**
 * The PMTiles archive an administrator loaded, one per scope: `installation` for now (a later
 * change may add one per organization under its id). The archive's bytes are in the media store
 * under `storage_key`, a key never reused, so a replaced archive is never served under the new
 * one's name. What its header and metadata say is kept here so that the review page learns it
 * without reading the file.
 */
export const mapTiles = pgTable(
  'map_tiles',
  {
    scope: text('scope').primaryKey(),
    /** Names the archive in its URL: a new upload has a new id, so the URL can be cached for good. */
    id: uuid('id').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** What the tiles hold, from the header's tile type: vector (MVT), mlt (MapLibre Tiles), png, jpeg, webp or avif. */
    tileKind: text('tile_kind').$type<MapTileKind>().notNull(),
    minZoom: integer('min_zoom').notNull(),
    maxZoom: integer('max_zoom').notNull(),
    west: doublePrecision('west').notNull(),
    south: doublePrecision('south').notNull(),
    east: doublePrecision('east').notNull(),
    north: doublePrecision('north').notNull(),
    centerLongitude: doublePrecision('center_longitude').notNull(),
    centerLatitude: doublePrecision('center_latitude').notNull(),
    centerZoom: integer('center_zoom').notNull(),
    /** The metadata's attribution as plain text (its markup removed), or null when it gives none. */
    attribution: text('attribution'),
    /** The metadata's name, or the uploaded file's name. */
    name: text('name').notNull(),
    /** The layers of a vector archive (the metadata's `vector_layers` ids), for the map's style. */
    vectorLayers: jsonb('vector_layers').$type<string[]>().notNull(),
    uploadedBy: uuid('uploaded_by'),
    uploadedAt: at('uploaded_at').notNull().defaultNow(),
  },
  (table) => [inlineForeignKey(table.uploadedBy, users.id, 'set null')],
);
