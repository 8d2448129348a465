import { lazyPage } from '@/lib/lazy-page';

// The site's header and footer, the language choice (the accessibility bar offers it too), and
// the page for an address that does not exist.
export { BOTTOM_LINKS, Footer } from './components/footer';
export { Header } from './components/header';
export { LanguageSwitcher } from './components/language-switcher';

export const NotFoundPage = lazyPage(() => import('./pages/not-found-page'));
