const PATHS = {
  back: 'M12.5 5 7.5 10l5 5',
  forward: 'M7.5 5l5 5-5 5',
  down: 'M5 7.5 10 12.5 15 7.5',
} as const;

/** A decorative chevron on a 20-unit grid; the text beside it carries the meaning. */
export function Chevron({ direction, className = 'h-5 w-5 shrink-0' }: { direction: keyof typeof PATHS; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className}>
      <path d={PATHS[direction]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
