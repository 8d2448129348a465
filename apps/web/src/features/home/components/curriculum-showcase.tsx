import { lazy, Suspense } from 'react';
import { useNearViewport } from './course-strip-hooks';

// Loaded when the section nears the screen, like the course strip: it is the fifth section and
// its code and data stay out of the first view's JavaScript budget.
const CurriculumSection = lazy(() => import('./curriculum-section').then((module) => ({ default: module.CurriculumSection })));

/** The landing page's curriculum showcase: the modules, and the belt of each one's chapters. */
export function CurriculumShowcase() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  // Until then a block of about the showcase's height keeps the page from jumping.
  const placeholder = <div className="min-h-[40rem] bg-surface" />;
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <CurriculumSection />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
