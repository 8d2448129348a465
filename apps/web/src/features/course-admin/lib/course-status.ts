import { buttonClass } from '@/components/button-styles';
import type { CourseStatus } from '@jal/contracts';

/** Status badge colours; token utilities only, so the dark theme redraws them. */
export const STATUS_BADGE: Record<CourseStatus, string> = {
  draft: 'border border-border-strong bg-surface-muted text-text',
  published: 'bg-secondary-soft text-secondary-strong',
  archived: 'border border-border bg-surface text-text-muted',
};

/** A ghost button for a destructive action: the danger colour instead of the body text colour. */
export const DANGER_GHOST = buttonClass.ghost.replace('text-text', 'text-danger');
