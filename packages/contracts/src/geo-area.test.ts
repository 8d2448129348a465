import { describe, expect, it } from 'vitest';
import { distanceMetres, insideArea } from './geo.js';

// A village-sized square near Jhansi (about 1.1 km a side) with a pond cut out of its middle.
const square: [number, number][] = [
  [78.57, 25.45],
  [78.58, 25.45],
  [78.58, 25.46],
  [78.57, 25.46],
  [78.57, 25.45],
];
const pond: [number, number][] = [
  [78.574, 25.454],
  [78.576, 25.454],
  [78.576, 25.456],
  [78.574, 25.456],
  [78.574, 25.454],
];

describe('the area check on the phone', () => {
  it('measures distance on the Earth: one degree of latitude is about 111 km', () => {
    expect(distanceMetres({ latitude: 25, longitude: 78 }, { latitude: 26, longitude: 78 })).toBeGreaterThan(111_000);
    expect(distanceMetres({ latitude: 25, longitude: 78 }, { latitude: 26, longitude: 78 })).toBeLessThan(111_400);
  });

  it('takes a point within a circle and refuses one just beyond its radius', () => {
    const circle = { type: 'circle' as const, lat: 25.45, lon: 78.57, radiusMetres: 100 };
    // 0.0008° of latitude is about 89 m; 0.001° about 111 m.
    expect(insideArea({ latitude: 25.4508, longitude: 78.57 }, circle)).toBe(true);
    expect(insideArea({ latitude: 25.451, longitude: 78.57 }, circle)).toBe(false);
  });

  it('takes a point inside a polygon, and not one outside it or in its hole', () => {
    const area = { type: 'Polygon' as const, coordinates: [square, pond] };
    expect(insideArea({ latitude: 25.452, longitude: 78.572 }, area)).toBe(true);
    expect(insideArea({ latitude: 25.465, longitude: 78.572 }, area)).toBe(false);
    expect(insideArea({ latitude: 25.455, longitude: 78.575 }, area)).toBe(false);
    expect(insideArea({ latitude: 25.455, longitude: 78.575 }, { type: 'Polygon', coordinates: [square] })).toBe(true);
  });
});
