import { lazyPage } from '@/lib/lazy-page';

// The alert banner shown above every page, and the dashboard's alerts page (its own chunk).
export { AlertBanner } from './components/alert-banner';
export { CURRENT_ALERT_QUERY_KEY } from './api/get-current-alert';
export const AlertsPage = lazyPage(() => import('./pages/alerts-page').then((m) => ({ default: m.AlertsPage })));
