import { lazyPage } from '@/lib/lazy-page';

// The dashboard's users (API `users`): the users page, and the list of an organization's users
// that its page shows. Each in its own chunk.
export const UsersPage = lazyPage(() => import('./pages/users-page').then((m) => ({ default: m.UsersPage })));
export const UsersList = lazyPage(() => import('./components/users-list').then((m) => ({ default: m.UsersList })));
