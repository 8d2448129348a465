import type { TFunction } from 'i18next';

/** Shown when a course has no image of its own, or its image fails to load. */
export const PLACEHOLDER_IMAGE = '/images/course-placeholder.svg';

/**
 * Alt text of a course illustration in the UI language: the project's own illustrations
 * (/images/courses/course-N.svg) are described in the UI strings; any other image gets '' (it
 * sits beside the course title, which already says what the course is).
 */
export function courseImageAlt(t: TFunction, image: string | null): string {
  const name = image?.match(/^\/images\/courses\/(course-[1-9])\.svg$/)?.[1];
  return name ? t(`courseDetail.imageAlt.${name}`, { defaultValue: '' }) : '';
}

/** The project's own drawings: a couple of KB each, shown in every mode. */
const OWN_DRAWING = /^\/images\/[\w./-]+\.svg$/;

/**
 * The picture to load for a course. An uploaded photo (up to 1 MB, and the server keeps no
 * smaller copy of it) is decoration beside the course's title, so in low-data mode the
 * half-KB placeholder drawing stands in for it.
 */
export function courseImageSrc(image: string | null, lowData: boolean): string {
  if (!image) return PLACEHOLDER_IMAGE;
  return lowData && !OWN_DRAWING.test(image) ? PLACEHOLDER_IMAGE : image;
}
