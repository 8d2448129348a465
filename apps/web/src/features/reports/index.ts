import { lazyPage } from '@/lib/lazy-page';

// The dashboard's reports (API `reports`): the reports page, and an organization manager's
// figures, which the users page shows above and below its list. Each in its own chunk.
export const ReportsPage = lazyPage(() => import('./pages/reports-page').then((m) => ({ default: m.ReportsPage })));
export const OrganizationSummary = lazyPage(() =>
  import('./components/organization-summary').then((m) => ({ default: m.OrganizationSummary })),
);
export const OrganizationFigures = lazyPage(() => import('./pages/reports-page').then((m) => ({ default: m.OrganizationFigures })));
