import { IMAGE_COPY_WIDTHS } from '@jal/contracts/core';
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
 * The picture to load for a course. An uploaded photo is decoration beside the course's title, so
 * in low-data mode the half-KB placeholder drawing stands in for it, even for its smallest copy.
 */
export function courseImageSrc(image: string | null, lowData: boolean): string {
  if (!image) return PLACEHOLDER_IMAGE;
  return lowData && !OWN_DRAWING.test(image) ? PLACEHOLDER_IMAGE : image;
}

/** An uploaded picture's address, served by the media route. */
const UPLOADED = /^\/api\/v1\/media\/[0-9a-f-]{36}$/i;

/** A picture's smaller copies as `srcset` lists: in WebP, and in the picture's own format for browsers without WebP. */
export type ImageCopies = { webp: string; own: string };

/**
 * The smaller copies the server makes of an uploaded picture (320 and 640 pixels wide), for the
 * browser to choose the one the place and the screen need; null for the project's drawings, which
 * are small at any size. The server sends the picture itself for a copy too wide to be made.
 */
export function courseImageCopies(src: string): ImageCopies | null {
  if (!UPLOADED.test(src)) return null;
  const list = (format: string) => IMAGE_COPY_WIDTHS.map((width) => `${src}?width=${width}${format} ${width}w`).join(', ');
  return { webp: list('&format=webp'), own: list('') };
}
