import { API } from '@jal/contracts/core';
import type { ContactBody, ContactResult } from '@jal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';

/** POST /api/v1/contact: 201 with the new message's id; failures arrive as ApiError. */
export async function sendContactMessage(body: ContactBody): Promise<ContactResult> {
  const response = await apiRequest<Envelope<ContactResult>>(API.contact, { method: 'POST', body });
  return response.data;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
