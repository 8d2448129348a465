import { COURSE_CATEGORIES } from '@jal/contracts';
import { uiStrings } from '@jal/ui-strings';
import { describe, expect, it } from 'vitest';
import { seedCourses } from './courses-data.js';

describe('course categories: one vocabulary', () => {
  it('seeds only the categories the course form offers', () => {
    for (const course of seedCourses) expect(COURSE_CATEGORIES).toContain(course.category);
  });

  it('labels every category once, the same way on the public pages and in the dashboard', () => {
    for (const page of ['courses', 'course', 'dashboard']) {
      const strings = uiStrings[page] ?? {};
      const labelled = Object.keys(strings).filter((key) => key.startsWith('catalogue.categories.'));
      expect(labelled.sort(), page).toEqual(COURSE_CATEGORIES.map((slug) => `catalogue.categories.${slug}`).sort());
    }
    // No second set of category names anywhere (such as `courseAdmin.category.watershed`).
    const namesCategory = (key: string) =>
      !key.startsWith('catalogue.categories.') && /categor/i.test(key) && COURSE_CATEGORIES.some((slug) => key.endsWith(`.${slug}`));
    const otherNames = Object.values(uiStrings).flatMap((strings) => Object.keys(strings).filter(namesCategory));
    expect(otherNames).toEqual([]);
  });
});
