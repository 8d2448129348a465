import { API } from '@jal/contracts/core';
import type { Alert, AlertBody } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminRequest, useAdminWrite } from '@/lib/admin-request';

export const useAdminAlerts = () => useQuery({ queryKey: ['admin', 'alerts'], queryFn: () => adminRequest<Alert[]>(API.alerts) });

/** Writes refresh the list and the site banner (`['alerts', 'current']`). */
const useAlertWrite = <Variables, Result>(write: (variables: Variables) => Promise<Result>) =>
  useAdminWrite(write, [['admin', 'alerts'], ['alerts']]);

export const useSaveAlert = () =>
  useAlertWrite(({ id, body }: { id?: string; body: AlertBody }) =>
    adminRequest<Alert>(id ? API.alert(id) : API.alerts, { method: id ? 'PUT' : 'POST', body }),
  );
export const useToggleAlert = () => useAlertWrite((id: string) => adminRequest<Alert>(API.alertToggle(id), { method: 'PATCH' }));
export const useDeleteAlert = () => useAlertWrite((id: string) => adminRequest<null>(API.alert(id), { method: 'DELETE' }));
