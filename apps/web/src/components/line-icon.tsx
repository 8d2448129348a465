import type { ReactNode } from 'react';

/** A decorative 24-unit line icon (its paths as children); the text beside it carries the meaning. */
export function LineIcon({ children, className = 'shrink-0', size = 20 }: { children: ReactNode; className?: string; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}
