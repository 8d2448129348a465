import { API, type MapTilesStatus } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Envelope } from './api-client';

/** The base map's query: the review page reads it, the administrators' section changes it. */
export const MAP_TILES_QUERY_KEY = ['map-tiles'] as const;

/**
 * Whether the installation has a base map of its district, and what it covers. It changes only
 * when an administrator loads or removes one, so a page keeps it a few minutes.
 */
export function useMapTilesStatus(enabled = true) {
  return useQuery({
    queryKey: MAP_TILES_QUERY_KEY,
    queryFn: async () => (await apiRequest<Envelope<MapTilesStatus>>(API.mapTiles)).data,
    staleTime: 5 * 60_000,
    retry: false,
    enabled,
  });
}
