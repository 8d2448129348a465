import { lazyPage } from '@/lib/lazy-page';

// Pages that say what is here and what is not: About, Resources, the page of an address that does
// not exist, and a dashboard page whose tools are still being built. Each in its own chunk.
export const AboutPage = lazyPage(() => import('./pages/about-page'));
export const ResourcesPage = lazyPage(() => import('./pages/resources-page'));
export const NotFoundPage = lazyPage(() => import('./pages/not-found-page'));
export const DashboardPlaceholderPage = lazyPage(() =>
  import('./pages/placeholder-page').then((m) => ({ default: m.DashboardPlaceholderPage })),
);
