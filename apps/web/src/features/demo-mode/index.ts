import { lazyPage } from '@/lib/lazy-page';

// Demo mode: the sign-in page's demo accounts, the dashboard's warning, and the super admin's page.
export { DemoAccounts } from './components/demo-accounts-panel';
export { DemoModeWarning } from './components/demo-mode-warning';
export const DemoModePage = lazyPage(() => import('./pages/demo-mode-page').then((m) => ({ default: m.DemoModePage })));
