import { API } from '@jal/contracts/core';
import type { MediaFile } from '@jal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';

/**
 * POST /v1/media as multipart (field `file`), without the client's time limit: a lesson's video
 * on a slow link takes as long as it takes.
 */
export async function uploadMedia(file: File): Promise<MediaFile> {
  const form = new FormData();
  form.append('file', file);
  return (await apiRequest<Envelope<MediaFile>>(API.media, { method: 'POST', body: form, timeoutMs: null })).data;
}

export function useUploadMedia() {
  return useMutation({ mutationFn: uploadMedia });
}
