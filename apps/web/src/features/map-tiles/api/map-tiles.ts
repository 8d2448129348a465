import { API, type MapTilesStatus } from '@jal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { apiUpload } from '@/lib/api-upload';
import { MAP_TILES_QUERY_KEY } from '@/lib/map-tiles-status';

/** How far an upload is: the file's name and the bytes sent of the whole body. */
export type UploadProgress = { name: string; sent: number; total: number };

/**
 * Loads a PMTiles file as the base map, telling how far it is; `stop` ends it before it is in.
 * Once the server has it, the base map's query holds the new archive.
 */
export function useUploadMapTiles() {
  const client = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      controller.current = new AbortController();
      setProgress({ name: file.name, sent: 0, total: file.size });
      const form = new FormData();
      form.append('file', file);
      return apiUpload<MapTilesStatus>(API.mapTiles, form, {
        method: 'PUT',
        signal: controller.current.signal,
        onProgress: (sent, total) => setProgress({ name: file.name, sent, total }),
      });
    },
    onSuccess: (status) => client.setQueryData(MAP_TILES_QUERY_KEY, status),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress, stop: () => controller.current?.abort() };
}

/** Removes the base map; the query then says there is none. */
export function useRemoveMapTiles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest<Envelope<MapTilesStatus>>(API.mapTiles, { method: 'DELETE' })).data,
    onSuccess: (status) => client.setQueryData(MAP_TILES_QUERY_KEY, status),
  });
}
