import type { MapTilesArchive } from '@jal/contracts';

/** A loaded district base map as the API describes it: what the admin section and the review page's map are given. */
export const DISTRICT_MAP: MapTilesArchive = {
  id: '0b6f3c1e-2f6a-4c8e-9d1b-7a2e5c4d3b21',
  url: '/v1/map-tiles/archives/0b6f3c1e-2f6a-4c8e-9d1b-7a2e5c4d3b21',
  name: 'Bhopal district',
  sizeBytes: 48_000_000,
  tileKind: 'vector',
  minZoom: 0,
  maxZoom: 14,
  bounds: { west: 77.1, south: 23, east: 77.7, north: 23.5 },
  center: { longitude: 77.4, latitude: 23.25, zoom: 12 },
  attribution: '© OpenStreetMap contributors',
  vectorLayers: ['earth', 'water', 'roads'],
  uploadedAt: '2026-05-01T10:00:00.000Z',
};
