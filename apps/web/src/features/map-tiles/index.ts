import { lazyPage } from '@/lib/lazy-page';

// The administrators' section that loads and removes the base map of the district, in a chunk
// of its own; the app places it on a page of its choosing.
export const MapTilesSection = lazyPage(() => import('./components/map-tiles-section').then((m) => ({ default: m.MapTilesSection })));
