import { useId } from 'react';

export type BarSeries = { key: string; label: string; className: string };

type Props = {
  title: string;
  /** One group of bars per label (e.g. a week), one bar per series. */
  groups: { label: string; values: Record<string, number> }[];
  series: BarSeries[];
};

const HEIGHT = 180;
const GROUP_WIDTH = 48;

/**
 * Grouped bars drawn as SVG, scaled to the largest value. The picture is for sighted readers;
 * its figures are in the table beside it, so the SVG itself is hidden from screen readers.
 */
export function BarChart({ title, groups, series }: Props) {
  const id = useId();
  const max = Math.max(1, ...groups.flatMap((group) => series.map((item) => group.values[item.key] ?? 0)));
  const barWidth = (GROUP_WIDTH - 12) / series.length;
  const width = Math.max(groups.length * GROUP_WIDTH, 200);
  return (
    <figure className="min-w-0" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="font-semibold text-text">
        {title}
      </figcaption>
      <ul className="my-2 flex flex-wrap gap-4 text-sm text-text" aria-hidden="true">
        {series.map((item) => (
          <li key={item.key} className="flex items-center gap-2">
            <svg width="14" height="14" aria-hidden="true">
              <rect width="14" height="14" rx="2" className={item.className} />
            </svg>
            {item.label}
          </li>
        ))}
      </ul>
      <div className="overflow-x-auto rounded-lg border border-border bg-surface p-2">
        <svg width={width} height={HEIGHT + 40} viewBox={`0 0 ${width} ${HEIGHT + 40}`} aria-hidden="true" className="text-text-muted">
          <line x1="0" x2={width} y1={HEIGHT} y2={HEIGHT} stroke="currentColor" strokeWidth="1" />
          {groups.map((group, index) => (
            <g key={group.label} transform={`translate(${index * GROUP_WIDTH + 6},0)`}>
              {series.map((item, position) => {
                const value = group.values[item.key] ?? 0;
                const height = Math.round((value / max) * (HEIGHT - 16));
                return (
                  <rect
                    key={item.key}
                    x={position * barWidth}
                    y={HEIGHT - height}
                    width={barWidth - 2}
                    height={height}
                    rx="2"
                    className={item.className}
                  />
                );
              })}
              <text x={(GROUP_WIDTH - 12) / 2} y={HEIGHT + 16} textAnchor="middle" fontSize="11" fill="currentColor">
                {group.label}
              </text>
            </g>
          ))}
        </svg>
      </div>
    </figure>
  );
}
