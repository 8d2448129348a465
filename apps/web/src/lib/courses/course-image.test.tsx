import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initLowDataMode } from '../settings/low-data';
import { renderWithProviders } from '@/test/render';
import { CourseCard } from '@/features/courses/components/course-card';
import { buildCourse } from '@/features/courses/testing/course-api-stub';
import { courseImageCopies, courseImageSrc, PLACEHOLDER_IMAGE } from './course-image';

const PHOTO = '/api/v1/media/0b7c5e3a-1d2f-4c6b-9a8e-3f2d1c0b9a87';
const DRAWING = '/images/courses/course-3.svg';

afterEach(() => {
  window.localStorage.clear();
  initLowDataMode();
});

describe('course pictures in low-data mode', () => {
  it("keep the project's own drawings (a couple of KB), and put the placeholder in place of an uploaded photo", () => {
    expect(courseImageSrc(DRAWING, true)).toBe(DRAWING);
    expect(courseImageSrc(PHOTO, true)).toBe(PLACEHOLDER_IMAGE);
    expect(courseImageSrc(null, true)).toBe(PLACEHOLDER_IMAGE);
  });

  it('show every picture as it is otherwise', () => {
    expect(courseImageSrc(PHOTO, false)).toBe(PHOTO);
    expect(courseImageSrc(DRAWING, false)).toBe(DRAWING);
    expect(courseImageSrc(null, false)).toBe(PLACEHOLDER_IMAGE);
  });

  it('are what a course card requests, following the mode as it changes', () => {
    renderWithProviders(<CourseCard course={buildCourse(1, { image: PHOTO })} />);
    const image = () => document.querySelector('img');
    expect(image()).toHaveAttribute('src', PHOTO);
    act(() => {
      window.localStorage.setItem('lowData', 'on');
      initLowDataMode();
    });
    expect(image()).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });
});

describe('an uploaded course photo', () => {
  it('is offered as its WebP copies, 320 and 640 pixels wide, with copies in its own format for browsers without WebP', () => {
    expect(courseImageCopies(PHOTO)).toEqual({
      webp: `${PHOTO}?width=320&format=webp 320w, ${PHOTO}?width=640&format=webp 640w`,
      own: `${PHOTO}?width=320 320w, ${PHOTO}?width=640 640w`,
    });
    expect(courseImageCopies(DRAWING)).toBeNull();
    expect(courseImageCopies(PLACEHOLDER_IMAGE)).toBeNull();
  });

  it('lets a card choose the copy its width needs, and falls back to the placeholder alone when it fails', () => {
    renderWithProviders(<CourseCard course={buildCourse(1, { image: PHOTO })} />);
    const webp = document.querySelector('picture source[type="image/webp"]');
    expect(webp).toHaveAttribute('srcset', `${PHOTO}?width=320&format=webp 320w, ${PHOTO}?width=640&format=webp 640w`);
    expect(webp).toHaveAttribute('sizes', '(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw');
    const image = document.querySelector('picture img');
    expect(image).toHaveAttribute('srcset', `${PHOTO}?width=320 320w, ${PHOTO}?width=640 640w`);
    act(() => {
      image?.dispatchEvent(new Event('error'));
    });
    expect(document.querySelector('picture')).toBeNull();
    expect(document.querySelector('img')).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });
});
