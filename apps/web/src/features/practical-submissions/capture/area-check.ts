import type { PracticalArea } from '@jal/contracts';

// The server judges the place itself when the submission arrives; this is the phone's own check,
// so the learner is warned before sending. The same math as the server's, kept small.

const EARTH_RADIUS_METRES = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export type Point = { latitude: number; longitude: number };

/** The great-circle distance in metres (haversine). */
export function distanceMetres(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Ray casting over [longitude, latitude] positions, taken as flat: right for a village-sized area. */
function insideRing(point: Point, ring: readonly (readonly number[])[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > point.latitude !== yj > point.latitude && point.longitude < ((xj - xi) * (point.latitude - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}

/** Whether the point lies in the practical's area: a circle, or a polygon whose holes are outside. */
export function insideArea(point: Point, area: PracticalArea): boolean {
  if (area.type === 'circle') return distanceMetres(point, { latitude: area.lat, longitude: area.lon }) <= area.radiusMetres;
  const [outer = [], ...holes] = area.coordinates;
  return insideRing(point, outer) && !holes.some((hole) => insideRing(point, hole));
}
