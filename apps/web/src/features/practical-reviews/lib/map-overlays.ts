import type { PracticalArea } from '@jal/contracts';

type Place = { latitude: number; longitude: number; accuracyMetres: number };
type Position = [longitude: number, latitude: number];
type Feature = { type: 'Feature'; properties: { part: 'area' | 'accuracy' | 'point' }; geometry: Geometry };
type Geometry = { type: 'Polygon'; coordinates: Position[][] } | { type: 'Point'; coordinates: Position };

const METRES_PER_DEGREE_LATITUDE = 110_540;
const METRES_PER_DEGREE_LONGITUDE_AT_EQUATOR = 111_320;

/**
 * A circle as a ring of `steps` points `radius` metres around a centre, flat around it as the
 * plain map draws it (right to well under a metre over a practical's few kilometres).
 */
export function circleRing(latitude: number, longitude: number, radius: number, steps = 64): Position[] {
  const cosine = Math.cos((latitude * Math.PI) / 180);
  const ring = Array.from({ length: steps }, (_, index): Position => {
    const angle = (index / steps) * 2 * Math.PI;
    return [
      longitude + (radius * Math.sin(angle)) / (METRES_PER_DEGREE_LONGITUDE_AT_EQUATOR * cosine),
      latitude + (radius * Math.cos(angle)) / METRES_PER_DEGREE_LATITUDE,
    ];
  });
  return [...ring, ring[0]!];
}

/** What the tiled map draws over the base map: the required area, the accuracy circle and the point sent, as GeoJSON. */
export function overlayFeatures(place: Place, area: PracticalArea | null): { type: 'FeatureCollection'; features: Feature[] } {
  const features: Feature[] = [];
  if (area?.type === 'circle') features.push(polygon('area', [circleRing(area.lat, area.lon, area.radiusMetres)]));
  else if (area) features.push(polygon('area', area.coordinates));
  features.push(polygon('accuracy', [circleRing(place.latitude, place.longitude, place.accuracyMetres)]));
  features.push({
    type: 'Feature',
    properties: { part: 'point' },
    geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] },
  });
  return { type: 'FeatureCollection', features };
}

/** The box the map shows first: the accuracy circle and the whole area, as the plain map frames them. West-south, east-north. */
export function overlayBounds(place: Place, area: PracticalArea | null): [Position, Position] {
  const positions = overlayFeatures(place, area).features.flatMap((feature) =>
    feature.geometry.type === 'Point' ? [feature.geometry.coordinates] : feature.geometry.coordinates.flat(),
  );
  const longitudes = positions.map(([longitude]) => longitude);
  const latitudes = positions.map(([, latitude]) => latitude);
  return [
    [Math.min(...longitudes), Math.min(...latitudes)],
    [Math.max(...longitudes), Math.max(...latitudes)],
  ];
}

function polygon(part: 'area' | 'accuracy', rings: Position[][]): Feature {
  return { type: 'Feature', properties: { part }, geometry: { type: 'Polygon', coordinates: rings } };
}
