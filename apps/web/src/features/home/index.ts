import { lazyPage } from '@/lib/lazy-page';

// The landing page, in its own chunk.
export const HomePage = lazyPage(() => import('./pages/home-page'));
