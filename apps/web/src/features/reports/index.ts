import { lazyPage } from '@/lib/lazy-page';

// The dashboard's reports (API `reports`): the reports page, its own chunk.
export const ReportsPage = lazyPage(() => import('./pages/reports-page').then((m) => ({ default: m.ReportsPage })));
export { OrganizationFigures } from './pages/reports-page';
export { OrganizationSummary } from './components/organization-summary';
