import { API } from '@jal/contracts/core';
import { apiRequest } from '@/lib/api-client';

export function logout() {
  return apiRequest(API.logout, { method: 'POST' });
}
