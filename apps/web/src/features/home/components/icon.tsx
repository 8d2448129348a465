/** A decorative 24-unit line icon drawn from one path; the text beside it carries the meaning. */
export function Icon({ d, className = 'h-6 w-6' }: { d: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      <path d={d} />
    </svg>
  );
}

export const CHECK = 'M5 12.5l4.5 4.5L19 7';
