import { API } from '@jal/contracts/core';
import type { OfflinePackage, VideoQuality } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/**
 * GET /api/v1/courses/{id}/offline?quality=…&language=…: what to download for the course, how big,
 * which version. In the language the learner reads the site in: its videos are spoken in it.
 */
export async function getOfflinePackage(
  courseId: string,
  quality: VideoQuality,
  purpose: 'download' | 'sizes' = 'download',
): Promise<OfflinePackage> {
  const response = await apiRequest<Envelope<OfflinePackage>>(API.courseOfflinePackage(courseId), {
    query: purpose === 'sizes' ? { quality, purpose, language: i18n.language } : { quality, language: i18n.language },
  });
  return response.data;
}

export const offlinePackageKey = (courseId: string, quality: VideoQuality) =>
  ['offline-package', courseId, quality, i18n.language] as const;

/** The package, read once per visit (the button's sizes, the lessons' sizes, whether it changed). */
export function useOfflinePackage(courseId: string, quality: VideoQuality, enabled = true) {
  return useQuery({
    queryKey: offlinePackageKey(courseId, quality),
    // Only the sizes: the server records a download when the download manager asks.
    queryFn: () => getOfflinePackage(courseId, quality, 'sizes'),
    enabled,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}
