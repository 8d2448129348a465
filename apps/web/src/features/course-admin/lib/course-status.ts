import type { CourseStatus } from '@jal/contracts';

/** Status badge colours; token utilities only, so the dark theme redraws them. */
export const STATUS_BADGE: Record<CourseStatus, string> = {
  draft: 'border border-border-strong bg-surface-muted text-text',
  published: 'bg-secondary-soft text-secondary-strong',
  archived: 'border border-border bg-surface text-text-muted',
};
