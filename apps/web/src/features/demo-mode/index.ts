import { lazyPage } from '@/lib/lazy-page';

// Demo mode: the sign-in page's demo accounts, the dashboard's warning, and the super admin's page,
// each in a chunk of its own (the router names the sign-in page's part, so this file is in every
// page's first view).
export const DemoAccounts = lazyPage(() => import('./components/demo-accounts-panel').then((m) => ({ default: m.DemoAccounts })));
export const DemoModeWarning = lazyPage(() => import('./components/demo-mode-warning').then((m) => ({ default: m.DemoModeWarning })));
export const DemoModePage = lazyPage(() => import('./pages/demo-mode-page').then((m) => ({ default: m.DemoModePage })));
