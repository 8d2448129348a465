import { lazySection } from './near-viewport';

/**
 * The landing page's course strip. Its code (and its course request) loads when the section nears
 * the screen: it is the fourth section, never part of the first view, whose JavaScript has a tight budget.
 */
export const CourseStrip = lazySection(
  () => import('./course-strip-section').then((module) => module.CourseStripSection),
  'min-h-[32rem] bg-surface-muted',
);
