import { API } from '@jal/contracts/core';
import type { Organization, OrganizationBody } from '@jal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRequest, useAdminWrite, type Paged } from '@/lib/admin-request';

export type OrganizationFilter = { search?: string; status?: 'active' | 'inactive'; page?: number; limit?: number };

export const useOrganizations = (filter: OrganizationFilter, enabled = true) =>
  useQuery({
    queryKey: ['admin', 'organizations', 'list', filter],
    queryFn: () => adminRequest<Paged<Organization>>(API.organizations, { query: filter }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useOrganization = (id: string | undefined) =>
  useQuery({
    queryKey: ['admin', 'organizations', id],
    queryFn: () => adminRequest<Organization>(API.organization(id!)),
    enabled: !!id,
  });

const useOrganizationWrite = <Variables>(write: (variables: Variables) => Promise<Organization>) =>
  useAdminWrite(write, [
    ['admin', 'organizations'],
    ['admin', 'users'],
  ]);

export const useSaveOrganization = () =>
  useOrganizationWrite(({ id, body }: { id?: string; body: OrganizationBody }) =>
    adminRequest<Organization>(id ? API.organization(id) : API.organizations, { method: id ? 'PUT' : 'POST', body }),
  );
export const useToggleOrganization = () =>
  useOrganizationWrite((id: string) => adminRequest<Organization>(API.organizationToggleStatus(id), { method: 'PATCH' }));
