import { lazyPage } from '@/lib/lazy-page';

// The dashboard's users (API `users`): the users page, its own chunk.
export const UsersPage = lazyPage(() => import('./pages/users-page').then((m) => ({ default: m.UsersPage })));
export { UsersList } from './components/users-list';
