import type { Strings } from './types.js';
import strings from '../strings/map-tiles.json' with { type: 'json' };

/** The base map of the district: the administrators' section that loads and removes it (page 'dashboard'). */
export const mapTilesStrings: Strings = strings;
