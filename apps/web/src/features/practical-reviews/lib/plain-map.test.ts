import { describe, expect, it } from 'vitest';
import { projectedArea, projector, scaleStep } from './plain-map';
import { scoreOf } from './review-rules';

describe('the plain map', () => {
  it('puts a point 0.01° north and east of the centre about 1.1 km north and 1.0 km east at 23° N', () => {
    const project = projector({ latitude: 23, longitude: 77 });
    const point = project(23.01, 77.01);
    expect(point.y).toBeCloseTo(1105.4, 0);
    expect(point.x).toBeCloseTo(1024.7, 0);
  });

  it('projects a polygon ring by [longitude, latitude], as GeoJSON orders it', () => {
    const project = projector({ latitude: 23, longitude: 77 });
    const shape = projectedArea(
      {
        type: 'Polygon',
        coordinates: [
          [
            [77, 23],
            [77.01, 23],
            [77.01, 23.01],
            [77, 23],
          ],
        ],
      },
      project,
    );
    expect('rings' in shape && shape.rings[0]![1]!.x).toBeGreaterThan(1000);
    expect('rings' in shape && shape.rings[0]![1]!.y).toBeCloseTo(0, 6);
  });

  it('chooses a round scale bar of about a quarter of the width', () => {
    expect(scaleStep(400)).toBe(100);
    expect(scaleStep(1000)).toBe(200);
    expect(scaleStep(30)).toBe(5);
  });
});

describe('the score', () => {
  it('adds the chosen levels, and is unknown while a criterion has none', () => {
    const rubric = {
      passMark: 2,
      criteria: [
        {
          id: 'a',
          label: {},
          levels: [
            { id: 'a1', label: {}, points: 1 },
            { id: 'a3', label: {}, points: 3 },
          ],
        },
        {
          id: 'b',
          label: {},
          levels: [
            { id: 'b0', label: {}, points: 0 },
            { id: 'b2', label: {}, points: 2 },
          ],
        },
      ],
    };
    expect(scoreOf(rubric, { a: 'a3' })).toBeNull();
    expect(scoreOf(rubric, { a: 'a3', b: 'b2' })).toBe(5);
    expect(scoreOf(rubric, { a: 'a3', b: 'nope' })).toBeNull();
  });
});
