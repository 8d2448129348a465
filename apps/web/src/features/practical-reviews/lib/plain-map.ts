import type { PracticalArea } from '@jal/contracts';

/** A point in metres east and north of the map's centre. */
export type Metres = { x: number; y: number };

const METRES_PER_DEGREE_LATITUDE = 110_540;
const METRES_PER_DEGREE_LONGITUDE_AT_EQUATOR = 111_320;

/**
 * Degrees to metres around a centre: a flat projection, right to well under a metre across the
 * few kilometres a practical's area spans.
 */
export function projector(centre: { latitude: number; longitude: number }) {
  const cosine = Math.cos((centre.latitude * Math.PI) / 180);
  return (latitude: number, longitude: number): Metres => ({
    x: (longitude - centre.longitude) * METRES_PER_DEGREE_LONGITUDE_AT_EQUATOR * cosine,
    y: (latitude - centre.latitude) * METRES_PER_DEGREE_LATITUDE,
  });
}

/** The area in metres around the centre: a circle's centre and radius, or a polygon's rings. */
export function projectedArea(
  area: PracticalArea,
  project: ReturnType<typeof projector>,
): { circle: Metres & { radius: number } } | { rings: Metres[][] } {
  if (area.type === 'circle') return { circle: { ...project(area.lat, area.lon), radius: area.radiusMetres } };
  return { rings: area.coordinates.map((ring) => ring.map(([longitude, latitude]) => project(latitude, longitude))) };
}

/** A scale bar's length: 1, 2 or 5 times a power of ten, about a quarter of the map's width. */
export function scaleStep(widthMetres: number): number {
  const target = widthMetres / 4;
  const power = 10 ** Math.floor(Math.log10(Math.max(target, 1)));
  return [5, 2, 1].map((factor) => factor * power).find((step) => step <= target) ?? power;
}
