import { lazy, Suspense } from 'react';
import { useNearViewport } from './course-strip-hooks';

// The strip's code (and its course request) loads when the section nears the screen: it is
// the fourth section, never part of the first view, whose JavaScript has a tight budget.
const CourseStripSection = lazy(() => import('./course-strip-section').then((module) => ({ default: module.CourseStripSection })));

/** The landing page's course strip, loaded when it comes near the screen. */
export function CourseStrip() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  // Until then a block of about the strip's height keeps the page from jumping.
  const placeholder = <div className="min-h-[32rem] bg-surface-muted" />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <CourseStripSection />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
