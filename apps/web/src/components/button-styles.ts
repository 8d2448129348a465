/** Shared button looks; touch targets stay at least 44 px high. */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60';

export const buttonClass = {
  primary: `${base} bg-primary text-primary-contrast hover:bg-primary-hover`,
  secondary: `${base} border border-primary text-primary hover:bg-surface-muted`,
  ghost: `${base} text-text hover:bg-surface-muted`,
  danger: `${base} bg-danger text-primary-contrast hover:opacity-90`,
} as const;
