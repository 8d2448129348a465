import { useId } from 'react';

type Props = {
  label: string;
  /** The figure in words beside the label (e.g. "3 of 8 lessons", "3.2 MB of 12.5 MB"). */
  detail: string;
  percent: number;
  /** What a screen reader says for the value. */
  valueText: string;
  tone?: 'primary' | 'secondary';
  /** Makes the label's id from this one instead of a generated one (a page may point at it). */
  id?: string;
};

const FILL = { primary: 'bg-primary', secondary: 'bg-secondary' } as const;

/** A progress bar named by its visible label, with its figure in words beside the label. */
export function LabelledProgress({ label, detail, percent, valueText, tone = 'primary', id }: Props) {
  const generated = useId();
  const labelId = `${id ?? generated}-label`;
  const value = Math.min(100, Math.max(0, percent));
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span id={labelId} className="font-semibold text-text">
          {label}
        </span>
        <span className="text-sm text-text-muted">{detail}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={valueText}
        className="mt-1 h-3 overflow-hidden rounded-full bg-border"
      >
        <div
          className={`h-full rounded-full ${FILL[tone]} transition-[width] duration-300 motion-reduce:transition-none`}
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}
