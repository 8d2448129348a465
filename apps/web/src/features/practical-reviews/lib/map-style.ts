import type { MapTilesArchive } from '@jal/contracts';
import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';
import type { overlayFeatures } from './map-overlays';

/** The plain map's colours (the light theme's): the base map is a picture, drawn the same in either theme. */
export const OVERLAY_COLOURS = { area: '#17603c', point: '#0b5cad', halo: '#ffffff' } as const;

const BACKGROUND = '#f4f2ec';

/**
 * How a vector layer is drawn, from its name: the common schemas (Protomaps' basemap,
 * OpenMapTiles, OpenStreetMap's own names) call land, water, roads and buildings much alike. An
 * unknown layer is drawn as thin grey lines. No text: labels need fonts from elsewhere.
 */
const KINDS = [
  { test: /earth|^land$|land_?mass/, rank: 0, fill: '#efece3' },
  { test: /landcover|landuse|park|forest|wood|grass|natural|farm|green/, rank: 1, fill: '#dcebcf' },
  { test: /water|ocean|lake|river|reservoir|wetland|stream|canal/, rank: 2, fill: '#a9d3e8', line: '#7fb8d6' },
  { test: /building/, rank: 3, fill: '#dcd3c9', line: '#c9bfb3' },
  { test: /road|transport|highway|street|rail|path|track/, rank: 4, line: '#8f98a3', width: 1.5 },
  { test: /boundar|admin/, rank: 5, line: '#8a7aa8', dash: [3, 2] },
] as const;

/** Layer names to style when the archive lists none: Protomaps' basemap and OpenMapTiles. */
const USUAL_LAYERS = [
  'earth',
  'landcover',
  'landuse',
  'park',
  'water',
  'waterway',
  'buildings',
  'building',
  'roads',
  'transportation',
  'boundaries',
  'boundary',
];

const POLYGONS = ['match', ['geometry-type'], ['Polygon', 'MultiPolygon'], true, false];
const LINES = ['match', ['geometry-type'], ['LineString', 'MultiLineString'], true, false];

function vectorLayers(sourceLayers: readonly string[]): LayerSpecification[] {
  const styled = sourceLayers.map((name) => ({ name, kind: KINDS.find((kind) => kind.test.test(name.toLowerCase())) }));
  styled.sort((a, b) => (a.kind?.rank ?? 9) - (b.kind?.rank ?? 9));
  return styled.flatMap(({ name, kind }): LayerSpecification[] => {
    const layers: LayerSpecification[] = [];
    const base = { source: 'base', 'source-layer': name } as const;
    if (kind && 'fill' in kind)
      layers.push({ id: `${name}-fill`, type: 'fill', ...base, filter: POLYGONS as never, paint: { 'fill-color': kind.fill } });
    const line = kind && 'line' in kind ? kind.line : kind ? null : '#b7b7b7';
    if (line)
      layers.push({
        id: `${name}-line`,
        type: 'line',
        ...base,
        filter: (kind && 'fill' in kind ? LINES : ['!=', ['geometry-type'], 'Point']) as never,
        paint: {
          'line-color': line,
          'line-width': kind && 'width' in kind ? kind.width : 0.8,
          ...(kind && 'dash' in kind ? { 'line-dasharray': [...kind.dash] } : {}),
        },
      });
    return layers;
  });
}

/**
 * The map's style: the base map from the archive (through the `pmtiles://` protocol), then the
 * required area (dashed), the accuracy circle and the point, as the plain map draws them.
 */
export function mapStyle(archive: MapTilesArchive, archiveUrl: string, overlays: ReturnType<typeof overlayFeatures>): StyleSpecification {
  const vector = archive.tileKind === 'vector' || archive.tileKind === 'mlt';
  const url = `pmtiles://${archiveUrl}`;
  return {
    version: 8,
    sources: {
      base: vector
        ? { type: 'vector', url, ...(archive.tileKind === 'mlt' ? { encoding: 'mlt' as const } : {}) }
        : { type: 'raster', url, tileSize: 256 },
      overlays: { type: 'geojson', data: overlays },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': BACKGROUND } },
      ...(vector
        ? vectorLayers(archive.vectorLayers.length ? archive.vectorLayers : USUAL_LAYERS)
        : [{ id: 'base', type: 'raster' as const, source: 'base' }]),
      {
        id: 'area-fill',
        type: 'fill',
        source: 'overlays',
        filter: ['==', ['get', 'part'], 'area'],
        paint: { 'fill-color': OVERLAY_COLOURS.area, 'fill-opacity': 0.12 },
      },
      {
        id: 'area-line',
        type: 'line',
        source: 'overlays',
        filter: ['==', ['get', 'part'], 'area'],
        paint: { 'line-color': OVERLAY_COLOURS.area, 'line-width': 2, 'line-dasharray': [3, 2] },
      },
      {
        id: 'accuracy-fill',
        type: 'fill',
        source: 'overlays',
        filter: ['==', ['get', 'part'], 'accuracy'],
        paint: { 'fill-color': OVERLAY_COLOURS.point, 'fill-opacity': 0.2 },
      },
      {
        id: 'accuracy-line',
        type: 'line',
        source: 'overlays',
        filter: ['==', ['get', 'part'], 'accuracy'],
        paint: { 'line-color': OVERLAY_COLOURS.point, 'line-width': 1.5 },
      },
      {
        id: 'point',
        type: 'circle',
        source: 'overlays',
        filter: ['==', ['get', 'part'], 'point'],
        paint: {
          'circle-radius': 5,
          'circle-color': OVERLAY_COLOURS.point,
          'circle-stroke-color': OVERLAY_COLOURS.halo,
          'circle-stroke-width': 2,
        },
      },
    ],
  };
}
