import { lazyPage } from '@/lib/lazy-page';

// The dashboard's organizations (API `organizations`), each page its own chunk.
export const OrganizationsPage = lazyPage(() => import('./pages/organizations-page').then((m) => ({ default: m.OrganizationsPage })));
export const OrganizationEditPage = lazyPage(() =>
  import('./pages/organization-edit-page').then((m) => ({ default: m.OrganizationEditPage })),
);
