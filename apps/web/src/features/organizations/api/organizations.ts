import type { Organization, OrganizationBody } from '@jal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRequest, useAdminWrite, type Paged } from '@/lib/admin-request';

export type OrganizationFilter = { search?: string; status?: 'active' | 'inactive'; page?: number; limit?: number };

export const useOrganizations = (filter: OrganizationFilter, enabled = true) =>
  useQuery({
    queryKey: ['admin', 'organizations', 'list', filter],
    queryFn: () => adminRequest<Paged<Organization>>('/v1/organizations', { query: filter }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useOrganization = (id: string | undefined) =>
  useQuery({
    queryKey: ['admin', 'organizations', id],
    queryFn: () => adminRequest<Organization>(`/v1/organizations/${id}`),
    enabled: !!id,
  });

const useOrganizationWrite = <Variables>(write: (variables: Variables) => Promise<Organization>) =>
  useAdminWrite(write, [
    ['admin', 'organizations'],
    ['admin', 'users'],
  ]);

export const useSaveOrganization = () =>
  useOrganizationWrite(({ id, body }: { id?: string; body: OrganizationBody }) =>
    adminRequest<Organization>(id ? `/v1/organizations/${id}` : '/v1/organizations', { method: id ? 'PUT' : 'POST', body }),
  );
export const useToggleOrganization = () =>
  useOrganizationWrite((id: string) => adminRequest<Organization>(`/v1/organizations/${id}/toggle-status`, { method: 'PATCH' }));
