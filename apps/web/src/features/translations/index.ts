import { lazyPage } from '@/lib/lazy-page';

// The dashboard's translations and languages (API `translations`): the translations page, its own chunk.
export const TranslationsPage = lazyPage(() => import('./pages/translations-page').then((m) => ({ default: m.TranslationsPage })));
