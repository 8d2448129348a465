import { lazyPage } from '@/lib/lazy-page';

// The About and Resources pages, each in its own chunk.
export const AboutPage = lazyPage(() => import('./pages/about-page'));
export const ResourcesPage = lazyPage(() => import('./pages/resources-page'));
