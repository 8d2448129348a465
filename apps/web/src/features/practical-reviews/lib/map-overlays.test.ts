import { distanceMetres, type MapTilesArchive } from '@jal/contracts';
import { describe, expect, it } from 'vitest';
import { circleRing, overlayBounds, overlayFeatures } from './map-overlays';
import { mapStyle } from './map-style';

const place = { latitude: 23.25, longitude: 77.41, accuracyMetres: 30 };
const archive = (overrides: Partial<MapTilesArchive>): MapTilesArchive => ({
  id: 'a',
  url: '/v1/map-tiles/archives/a',
  name: 'District',
  sizeBytes: 1,
  tileKind: 'vector',
  minZoom: 0,
  maxZoom: 14,
  bounds: { west: 77, south: 23, east: 78, north: 24 },
  center: { longitude: 77.5, latitude: 23.5, zoom: 10 },
  attribution: null,
  vectorLayers: [],
  uploadedAt: '2026-05-01T10:00:00.000Z',
  ...overrides,
});

describe('the overlays of the tiled map', () => {
  it('draw a circle as a closed ring at its radius', () => {
    const ring = circleRing(23.26, 77.41, 500);
    expect(ring[0]).toEqual(ring.at(-1));
    for (const [longitude, latitude] of ring) {
      expect(distanceMetres({ latitude: 23.26, longitude: 77.41 }, { latitude, longitude })).toBeCloseTo(500, -1);
    }
  });

  it('hold the area, the accuracy circle and the point, and frame them all', () => {
    const area = { type: 'circle' as const, lat: 23.26, lon: 77.41, radiusMetres: 500 };
    const parts = overlayFeatures(place, area).features.map((feature) => feature.properties.part);
    expect(parts).toEqual(['area', 'accuracy', 'point']);
    const [[west, south], [east, north]] = overlayBounds(place, area);
    expect(north).toBeGreaterThan(23.26 + 400 / 110_540);
    expect(south).toBeLessThan(23.25 - 25 / 110_540);
    expect(west).toBeLessThan(77.41);
    expect(east).toBeGreaterThan(77.41);
  });

  it('take a polygon area as it is, holes and all', () => {
    const ring = [
      [77.4, 23.2],
      [77.5, 23.2],
      [77.5, 23.3],
      [77.4, 23.2],
    ];
    const features = overlayFeatures(place, { type: 'Polygon', coordinates: [ring as [number, number][]] }).features;
    expect(features[0]!.geometry.coordinates).toEqual([ring]);
    expect(overlayBounds(place, null)[0][0]).toBeCloseTo(77.41 - 30 / (111_320 * Math.cos((23.25 * Math.PI) / 180)), 6);
  });
});

describe('the style of the tiled map', () => {
  const overlays = overlayFeatures(place, null);
  it('draws picture tiles as one raster layer under the overlays', () => {
    const style = mapStyle(archive({ tileKind: 'png' }), 'https://jal.example/api/v1/map-tiles/archives/a', overlays);
    expect(style.sources.base).toEqual({ type: 'raster', url: 'pmtiles://https://jal.example/api/v1/map-tiles/archives/a', tileSize: 256 });
    expect(style.layers.map((layer) => layer.id)).toEqual([
      'background',
      'base',
      'area-fill',
      'area-line',
      'accuracy-fill',
      'accuracy-line',
      'point',
    ]);
  });

  it('draws the vector layers the archive lists, land first and roads over water, and no text', () => {
    const style = mapStyle(archive({ vectorLayers: ['roads', 'water', 'pois', 'earth'] }), 'u', overlays);
    const ids = style.layers.map((layer) => layer.id);
    expect(ids.slice(0, 6)).toEqual(['background', 'earth-fill', 'water-fill', 'water-line', 'roads-line', 'pois-line']);
    expect(style.layers.some((layer) => layer.type === 'symbol')).toBe(false);
  });

  it('reads MapLibre Tiles as such, and styles the usual layer names when the archive lists none', () => {
    const style = mapStyle(archive({ tileKind: 'mlt' }), 'u', overlays);
    expect(style.sources.base).toMatchObject({ type: 'vector', encoding: 'mlt' });
    expect(style.layers.map((layer) => layer.id)).toContain('water-fill');
  });
});
