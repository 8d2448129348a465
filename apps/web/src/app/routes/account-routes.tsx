import type { RouteObject } from 'react-router';
import { NoticePage, ProfilePage } from '@/features/account';

/** The signed-in person's own account; the router places it behind the sign-in guard. */
export const accountRoutes: RouteObject[] = [{ path: 'profile', element: <ProfilePage /> }];

/** What anyone may read before creating an account. */
export const publicAccountRoutes: RouteObject[] = [
  { path: 'privacy', element: <NoticePage /> },
  { path: 'terms', element: <NoticePage /> },
];
