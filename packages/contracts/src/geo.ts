import type { PracticalArea } from './schemas/practicals.js';

// The place of a field practical against its area: the server judges it when a submission
// arrives, and the phone checks it first, to warn the learner before sending. One math for both.

/** The mean radius of the Earth in metres (the haversine's sphere). */
const EARTH_RADIUS_METRES = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export type Point = { latitude: number; longitude: number };

/** The great-circle distance between two points, in metres (haversine: exact on a sphere, within 0.5 % on the Earth). */
export function distanceMetres(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Whether a point lies inside a ring of [longitude, latitude] positions (ray casting: a ray to the
 * east crosses the ring's edges an odd number of times from inside). Longitude and latitude are
 * taken as flat: right for the village-sized areas practicals use, not for a ring across the 180th meridian.
 */
export function insideRing(point: Point, ring: readonly (readonly number[])[]): boolean {
  const x = point.longitude;
  const y = point.latitude;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Metres from a point to the nearest point of a segment, on a local flat projection around the point. */
function metresToSegment(point: Point, a: readonly number[], b: readonly number[]): number {
  const metresPerDegreeLat = (Math.PI * EARTH_RADIUS_METRES) / 180;
  const metresPerDegreeLon = metresPerDegreeLat * Math.cos(radians(point.latitude));
  const ax = ((a[0] ?? 0) - point.longitude) * metresPerDegreeLon;
  const ay = ((a[1] ?? 0) - point.latitude) * metresPerDegreeLat;
  const bx = ((b[0] ?? 0) - point.longitude) * metresPerDegreeLon;
  const by = ((b[1] ?? 0) - point.latitude) * metresPerDegreeLat;
  const lengthSquared = (bx - ax) ** 2 + (by - ay) ** 2;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(ax * (bx - ax) + ay * (by - ay)) / lengthSquared));
  return Math.hypot(ax + t * (bx - ax), ay + t * (by - ay));
}

/** Whether the point is in the area, and how far outside its edge when it is not. */
export function placeInArea(point: Point, area: PracticalArea): { inside: boolean; metresOutside: number | null } {
  if (area.type === 'circle') {
    const fromCentre = distanceMetres(point, { latitude: area.lat, longitude: area.lon });
    return fromCentre <= area.radiusMetres
      ? { inside: true, metresOutside: null }
      : { inside: false, metresOutside: fromCentre - area.radiusMetres };
  }
  const [outer = [], ...holes] = area.coordinates;
  const inside = insideRing(point, outer) && !holes.some((hole) => insideRing(point, hole));
  if (inside) return { inside, metresOutside: null };
  let nearest = Infinity;
  for (const ring of area.coordinates)
    for (let i = 1; i < ring.length; i++) nearest = Math.min(nearest, metresToSegment(point, ring[i - 1] ?? [], ring[i] ?? []));
  return { inside, metresOutside: nearest };
}

/** Whether the point lies in the practical's area: a circle, or a polygon whose holes are outside. */
export function insideArea(point: Point, area: PracticalArea): boolean {
  return placeInArea(point, area).inside;
}
