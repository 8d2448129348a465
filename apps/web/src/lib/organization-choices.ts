import { API } from '@jal/contracts/core';
import type { Organization } from '@jal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminRequest, type Paged } from './admin-request';

/**
 * The organizations a dashboard filter or form offers (the first hundred): the users' list and
 * form and the reports choose among them. Cached with the organizations page's lists, so a change
 * there shows here too.
 */
export const useOrganizationChoices = (enabled = true) =>
  useQuery({
    queryKey: ['admin', 'organizations', 'list', { limit: 100 }],
    queryFn: () => adminRequest<Paged<Organization>>(API.organizations, { query: { limit: 100 } }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Organizations as the choices of a select, by name. */
export const organizationChoices = (
  organizations: readonly { id: string; name: string }[] | undefined,
): { value: string; label: string }[] =>
  (organizations ?? []).map((organization) => ({ value: organization.id, label: organization.name }));
