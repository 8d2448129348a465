import type { RouteObject } from 'react-router';
import { AccountPage } from '@/features/account';

/** The signed-in person's own account; the router places it behind the sign-in guard. */
export const accountRoutes: RouteObject[] = [{ path: 'profile', element: <AccountPage /> }];

/** What anyone may read before creating an account. */
export const publicAccountRoutes: RouteObject[] = [
  { path: 'privacy', element: <AccountPage /> },
  { path: 'terms', element: <AccountPage /> },
];
