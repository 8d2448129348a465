import { API } from '@jal/contracts/core';
import type { AdminUser, CreateUserBody, UpdateUserBody } from '@jal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRequest, useAdminWrite, type Paged } from '@/lib/admin-request';

export type UserFilter = { search?: string; role?: string; organizationId?: string; status?: string; page?: number; limit?: number };

export const useUsers = (filter: UserFilter) =>
  useQuery({
    queryKey: ['admin', 'users', filter],
    queryFn: () => adminRequest<Paged<AdminUser>>(API.users, { query: filter }),
    placeholderData: keepPreviousData,
  });

const useUserWrite = <Variables, Result>(write: (variables: Variables) => Promise<Result>) =>
  useAdminWrite(write, [
    ['admin', 'users'],
    ['admin', 'organizations'],
  ]);

export const useSaveUser = () =>
  useUserWrite(({ id, body }: { id?: string; body: CreateUserBody | UpdateUserBody }) =>
    adminRequest<AdminUser>(id ? API.user(id) : API.users, { method: id ? 'PUT' : 'POST', body }),
  );
export const useSetUserStatus = () =>
  useUserWrite(({ id, status }: { id: string; status: 'active' | 'disabled' }) =>
    adminRequest<AdminUser>(API.userStatus(id), { method: 'PATCH', body: { status } }),
  );
export const useDeleteUser = () => useUserWrite((id: string) => adminRequest<null>(API.user(id), { method: 'DELETE' }));
export const useResetPassword = () =>
  useUserWrite(({ id, password }: { id: string; password?: string }) =>
    adminRequest<{ temporaryPassword: string }>(API.userResetPassword(id), { method: 'POST', body: password ? { password } : {} }),
  );
/** Signs a user out on every device; answers how many sessions ended. */
export const useEndUserSessions = () =>
  useUserWrite((id: string) => adminRequest<{ ended: number }>(API.userSessions(id), { method: 'DELETE' }));
