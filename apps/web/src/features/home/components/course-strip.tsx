import { lazy } from 'react';
import { NearViewport } from './near-viewport';

// The strip's code (and its course request) loads when the section nears the screen: it is
// the fourth section, never part of the first view, whose JavaScript has a tight budget.
const CourseStripSection = lazy(() => import('./course-strip-section').then((module) => ({ default: module.CourseStripSection })));

/** The landing page's course strip, loaded when it comes near the screen. */
export function CourseStrip() {
  return (
    <NearViewport placeholderClass="min-h-[32rem] bg-surface-muted">
      <CourseStripSection />
    </NearViewport>
  );
}
