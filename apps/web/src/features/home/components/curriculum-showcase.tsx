import { lazySection } from './near-viewport';

/**
 * The landing page's curriculum showcase: the modules, and the belt of each one's chapters. Loaded
 * when the section nears the screen, like the course strip: it is the fifth section, and its code
 * and data stay out of the first view's JavaScript budget.
 */
export const CurriculumShowcase = lazySection(
  () => import('./curriculum-section').then((module) => module.CurriculumSection),
  'min-h-[40rem] bg-surface',
);
