import { lazyPage } from '@/lib/lazy-page';

// The contact page, in its own chunk (its form's validation never reaches other pages).
export const ContactPage = lazyPage(() => import('./pages/contact-page'));
