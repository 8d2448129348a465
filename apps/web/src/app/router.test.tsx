import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DashboardIndex } from './guards/dashboard-index';
import { BatchWithProgress } from './routes/dashboard/administration-routes';
import { matchDashboardRoutes } from './routes/dashboard/dashboard-routes';
import { NOT_FOUND_ROUTE_ID, routes } from './router';

const lastRoute = (tree: RouteObject[], path: string) => matchRoutes(tree, path)?.at(-1)?.route;

describe('the app’s routes', () => {
  it('send `/dashboard` and every address below it to the dashboard’s layout, which routes its pages', () => {
    for (const path of ['/dashboard', '/dashboard/', '/dashboard/users', '/dashboard/users/batches/7', '/dashboard/no-such-page']) {
      expect(lastRoute(routes, path)?.path, path).toBe('dashboard/*');
    }
  });

  it('send an address the app has no page for to the not-found page', () => {
    for (const path of ['/no-such-page', '/courses/1/no/such', '/dashboards']) {
      expect(lastRoute(routes, path)?.id, path).toBe(NOT_FOUND_ROUTE_ID);
    }
    expect(lastRoute(routes, '/about')?.id).not.toBe(NOT_FOUND_ROUTE_ID);
  });
});

describe('the dashboard’s routes', () => {
  const pageAt = (path: string) => {
    const element = matchDashboardRoutes(path).at(-1)?.route.element;
    return isValidElement(element) ? element.type : null;
  };

  it('open each page at its address, and the role’s first page at `/dashboard` or an unknown one', () => {
    expect(pageAt('/dashboard/users/batches/7')).toBe(BatchWithProgress);
    expect(pageAt('/dashboard')).toBe(DashboardIndex);
    expect(pageAt('/dashboard/no-such-page')).toBe(DashboardIndex);
  });
});
