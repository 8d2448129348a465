import type { OfflineItem, OfflinePackage, VideoQuality } from '@jal/contracts';
import type { CourseOutline } from '../learning/service.js';
import { lessonSizes, packageVersion, sizesByQuality, totalBytes } from './rules.js';

/** The package at `quality`, with the totals at every quality from the same items. */
export function presentPackage(
  outline: CourseOutline,
  quality: VideoQuality,
  itemsAt: (quality: VideoQuality) => OfflineItem[],
  downloadedAt: Date | null,
): OfflinePackage {
  const items = itemsAt(quality);
  return {
    courseId: outline.course.id,
    slug: outline.course.slug,
    quality,
    version: packageVersion(items),
    totalBytes: totalBytes(items),
    sizes: sizesByQuality(itemsAt),
    lessons: lessonSizes(
      outline.lessons.map((lesson) => lesson.id),
      items,
    ),
    items,
    downloadedAt: downloadedAt?.toISOString() ?? null,
  };
}
