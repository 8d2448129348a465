import { lazyPage } from '@/lib/lazy-page';

// The site's header and footer, and the page for an address that does not exist.
export { Footer } from './components/footer';
export { Header } from './components/header';

export const NotFoundPage = lazyPage(() => import('./pages/not-found-page'));
