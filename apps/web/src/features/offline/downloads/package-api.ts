import { API, offlineSizesQuery } from '@jal/contracts/core';
import type { OfflinePackage, VideoQuality } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { bootQueryData } from '@/lib/boot-data';
import { playableAudioFormat } from '@/lib/audio-format';
import { i18n } from '@/lib/i18n';

/**
 * GET /api/v1/courses/{id}/offline?quality=…&language=…&audio=…: what to download for the course,
 * how big, which version. In the language the learner reads the site in (its videos are spoken in
 * it, its lessons heard in it), with the lessons' audio in the one format this browser plays. The
 * sizes shown before the download and the download itself ask alike, so the sizes shown are those
 * of the files downloaded.
 */
export async function getOfflinePackage(
  courseId: string,
  quality: VideoQuality,
  purpose: 'download' | 'sizes' = 'download',
): Promise<OfflinePackage> {
  const audio = playableAudioFormat();
  const query = purpose === 'sizes' ? offlineSizesQuery(quality, i18n.language, audio) : { quality, language: i18n.language, audio };
  const response = await apiRequest<Envelope<OfflinePackage>>(API.courseOfflinePackage(courseId), { query });
  return response.data;
}

/**
 * The sizes the LMS page's HTML came with (read for Opus, which nearly every phone plays): the
 * first render shows what the server drew. A browser that plays only MP3 asks for its own at once.
 */
function sizesFromPage(courseId: string, quality: VideoQuality) {
  return bootQueryData(
    API.courseOfflinePackage(courseId),
    offlineSizesQuery(quality, i18n.language, 'opus'),
    (body) => (body as Envelope<OfflinePackage>).data ?? undefined,
  );
}

export const offlinePackageKey = (courseId: string, quality: VideoQuality) =>
  ['offline-package', courseId, quality, i18n.language] as const;

/** The package, read once per visit (the button's sizes, the lessons' sizes, whether it changed). */
export function useOfflinePackage(courseId: string, quality: VideoQuality, enabled = true) {
  return useQuery({
    queryKey: offlinePackageKey(courseId, quality),
    // Only the sizes: the server records a download when the download manager asks.
    queryFn: () => getOfflinePackage(courseId, quality, 'sizes'),
    initialData: () => sizesFromPage(courseId, quality),
    initialDataUpdatedAt: () => (playableAudioFormat() === 'opus' ? Date.now() : 0),
    enabled,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}
