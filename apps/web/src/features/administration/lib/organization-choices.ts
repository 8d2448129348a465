import type { Choice } from '@/components/form-field';

/** Organizations as the choices of a select, by name. */
export const organizationChoices = (organizations: readonly { id: string; name: string }[] | undefined): Choice[] =>
  (organizations ?? []).map((organization) => ({ value: organization.id, label: organization.name }));
