import { STORAGE_KEYS } from '@jal/contracts/core';
import type { MediaFile } from '@jal/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, errorMessageFor, NO_RESPONSE_MESSAGE, type Envelope } from '@/lib/api-client';
import { readCookie, storage } from '@/lib/storage';

/**
 * POST /v1/media as multipart (field `file`). The shared client speaks JSON only, so this one
 * call builds its own request with the same bearer token.
 */
export async function uploadMedia(file: File): Promise<MediaFile> {
  const form = new FormData();
  form.append('file', file);
  const token = storage.get(STORAGE_KEYS.authToken) ?? readCookie(STORAGE_KEYS.cookieToken);
  let response: Response;
  try {
    response = await fetch(new URL('/api/v1/media', window.location.origin), {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json', 'Device-Platform': 'web', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(NO_RESPONSE_MESSAGE, 0);
  }
  const body = (await response.json().catch(() => null)) as Envelope<MediaFile> | null;
  if (!response.ok || !body) throw new ApiError(errorMessageFor(response.status, body), response.status, {}, body);
  return body.data;
}

export function useUploadMedia() {
  return useMutation({ mutationFn: uploadMedia });
}
