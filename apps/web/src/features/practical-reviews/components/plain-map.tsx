import type { PracticalArea } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/locale-format';
import { projectedArea, projector, scaleStep, type Metres } from '../lib/plain-map';

const WIDTH = 320;
const HEIGHT = 220;
/** Heights kept clear of the drawing for the north arrow and the scale bar. */
const NORTH_BAND = 44;
const SCALE_BAND = 28;

type Props = {
  place: { latitude: number; longitude: number; accuracyMetres: number };
  area: PracticalArea | null;
};

/**
 * The place on a plain map drawn from what the platform holds, with no outside service: the
 * required area, the point sent and its accuracy circle, on a grid, with a scale and north up.
 */
export function PlainMap({ place, area }: Props) {
  const { t, i18n } = useTranslation();
  const project = projector(place);
  const shape = area ? projectedArea(area, project) : null;
  // What must show: the accuracy circle, and the whole area.
  const extent: Metres[] = [
    { x: -place.accuracyMetres, y: -place.accuracyMetres },
    { x: place.accuracyMetres, y: place.accuracyMetres },
  ];
  if (shape && 'circle' in shape) {
    const { x, y, radius } = shape.circle;
    extent.push({ x: x - radius, y: y - radius }, { x: x + radius, y: y + radius });
  } else if (shape) extent.push(...shape.rings.flat());
  const xs = extent.map((point) => point.x);
  const ys = extent.map((point) => point.y);
  const spanX = Math.max(...xs) - Math.min(...xs) || 1;
  const spanY = Math.max(...ys) - Math.min(...ys) || 1;
  // Metres per pixel, with a margin; north up, east right. The bands at the top (north) and the
  // bottom (the scale) are kept clear, so a point far outside the area is never drawn under them.
  const drawnHeight = HEIGHT - NORTH_BAND - SCALE_BAND;
  const scale = Math.max(spanX / WIDTH, spanY / drawnHeight) * 1.15;
  const midX = (Math.max(...xs) + Math.min(...xs)) / 2;
  const midY = (Math.max(...ys) + Math.min(...ys)) / 2;
  const toScreen = (point: Metres) => ({
    x: WIDTH / 2 + (point.x - midX) / scale,
    y: NORTH_BAND + drawnHeight / 2 - (point.y - midY) / scale,
  });
  const step = scaleStep(WIDTH * scale);
  const gridPixels = step / scale;
  const point = toScreen({ x: 0, y: 0 });
  const lines = [];
  for (let x = (WIDTH / 2) % gridPixels; x < WIDTH; x += gridPixels) lines.push(<line key={`x${x}`} x1={x} y1={0} x2={x} y2={HEIGHT} />);
  for (let y = (HEIGHT / 2) % gridPixels; y < HEIGHT; y += gridPixels) lines.push(<line key={`y${y}`} x1={0} y1={y} x2={WIDTH} y2={y} />);
  return (
    <svg
      role="img"
      aria-label={t('reviews.map.label')}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="block h-auto w-full max-w-md rounded-xl border border-border bg-surface-muted"
    >
      <g className="stroke-border" strokeWidth={1}>
        {lines}
      </g>
      {shape && 'circle' in shape ? (
        <circle
          {...(({ x, y }) => ({ cx: x, cy: y }))(toScreen(shape.circle))}
          r={shape.circle.radius / scale}
          className="fill-secondary-strong stroke-secondary-strong"
          fillOpacity={0.12}
          strokeWidth={2}
          strokeDasharray="6 4"
        />
      ) : shape ? (
        <path
          d={shape.rings
            .map((ring) => ring.map((vertex, index) => `${index ? 'L' : 'M'}${toScreen(vertex).x} ${toScreen(vertex).y}`).join(' ') + 'Z')
            .join(' ')}
          fillRule="evenodd"
          className="fill-secondary-strong stroke-secondary-strong"
          fillOpacity={0.12}
          strokeWidth={2}
          strokeDasharray="6 4"
        />
      ) : null}
      <circle
        cx={point.x}
        cy={point.y}
        r={place.accuracyMetres / scale}
        className="fill-primary stroke-primary"
        fillOpacity={0.2}
        strokeWidth={1.5}
      />
      <circle cx={point.x} cy={point.y} r={4} className="fill-primary stroke-surface" strokeWidth={2} />
      <g className="fill-text" fontSize={12} fontWeight={700}>
        <path d={`M${WIDTH - 20} 12 l6 14 h-12 z`} />
        <text x={WIDTH - 20} y={40} textAnchor="middle">
          {t('reviews.map.north')}
        </text>
      </g>
      <g className="stroke-text" strokeWidth={2}>
        <line x1={12} y1={HEIGHT - 14} x2={12 + gridPixels} y2={HEIGHT - 14} />
        <line x1={12} y1={HEIGHT - 19} x2={12} y2={HEIGHT - 9} />
        <line x1={12 + gridPixels} y1={HEIGHT - 19} x2={12 + gridPixels} y2={HEIGHT - 9} />
      </g>
      <text x={16 + gridPixels} y={HEIGHT - 10} fontSize={12} className="fill-text">
        {t('reviews.map.scale', { metres: formatNumber(step, i18n.language) })}
      </text>
    </svg>
  );
}
