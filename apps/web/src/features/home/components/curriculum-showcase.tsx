import { lazy } from 'react';
import { NearViewport } from './near-viewport';

// Loaded when the section nears the screen, like the course strip: it is the fifth section and
// its code and data stay out of the first view's JavaScript budget.
const CurriculumSection = lazy(() => import('./curriculum-section').then((module) => ({ default: module.CurriculumSection })));

/** The landing page's curriculum showcase: the modules, and the belt of each one's chapters. */
export function CurriculumShowcase() {
  return (
    <NearViewport placeholderClass="min-h-[40rem] bg-surface">
      <CurriculumSection />
    </NearViewport>
  );
}
