import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { initLowDataMode } from '../settings/low-data';
import { renderWithProviders } from '@/test/render';
import { CourseCard } from '@/features/courses/components/course-card';
import { buildCourse } from '@/features/courses/testing/course-api-stub';
import { courseImageSrc, PLACEHOLDER_IMAGE } from './course-image';

const PHOTO = '/api/v1/media/photo-1';
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
