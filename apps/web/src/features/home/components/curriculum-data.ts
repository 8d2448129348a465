/**
 * The static curriculum of the landing page's showcase (it is not in the database):
 * ten modules with ids 1, 2 and 4 to 10 (there is no id 3) plus the tenth module, id 11
 * (docs/decisions/005-tenth-curriculum-module.md), which reuses the first module's image.
 * All text is in the `home` UI strings (packages/ui-strings/src/home-curriculum.ts).
 */

export type ChapterTag = 'theory' | 'fieldWork' | 'gisLab' | 'practice' | 'caseStudy';

export type CurriculumChapter = {
  id: string;
  titleKey: string;
  tagKey: `home.curriculum.tag.${ChapterTag}`;
  image: string;
  durationMinutes: number;
};

export type CurriculumModule = {
  id: number;
  image: string;
  titleKey: string;
  descriptionKey: string;
  chapters: CurriculumChapter[];
};

/** The course illustrations double as module and chapter pictures. */
const image = (n: number) => `/images/courses/course-${n}.svg`;

export const CURRICULUM_MODULES: CurriculumModule[] = [
  {
    id: 1,
    image: image(1),
    titleKey: 'home.curriculum.m1.title',
    descriptionKey: 'home.curriculum.m1.description',
    chapters: [
      { id: '1.1', titleKey: 'home.curriculum.m1.c1', tagKey: 'home.curriculum.tag.theory', image: image(1), durationMinutes: 20 },
      { id: '1.2', titleKey: 'home.curriculum.m1.c2', tagKey: 'home.curriculum.tag.theory', image: image(9), durationMinutes: 25 },
      { id: '1.3', titleKey: 'home.curriculum.m1.c3', tagKey: 'home.curriculum.tag.theory', image: image(9), durationMinutes: 25 },
      { id: '1.4', titleKey: 'home.curriculum.m1.c4', tagKey: 'home.curriculum.tag.theory', image: image(8), durationMinutes: 20 },
      { id: '1.5', titleKey: 'home.curriculum.m1.c5', tagKey: 'home.curriculum.tag.fieldWork', image: image(6), durationMinutes: 45 },
      { id: '1.6', titleKey: 'home.curriculum.m1.c6', tagKey: 'home.curriculum.tag.caseStudy', image: image(4), durationMinutes: 30 },
    ],
  },
  {
    id: 2,
    image: image(2),
    titleKey: 'home.curriculum.m2.title',
    descriptionKey: 'home.curriculum.m2.description',
    chapters: [
      { id: '2.1', titleKey: 'home.curriculum.m2.c1', tagKey: 'home.curriculum.tag.theory', image: image(2), durationMinutes: 25 },
      { id: '2.2', titleKey: 'home.curriculum.m2.c2', tagKey: 'home.curriculum.tag.theory', image: image(2), durationMinutes: 25 },
      { id: '2.3', titleKey: 'home.curriculum.m2.c3', tagKey: 'home.curriculum.tag.theory', image: image(2), durationMinutes: 20 },
      { id: '2.4', titleKey: 'home.curriculum.m2.c4', tagKey: 'home.curriculum.tag.gisLab', image: image(9), durationMinutes: 40 },
      { id: '2.5', titleKey: 'home.curriculum.m2.c5', tagKey: 'home.curriculum.tag.gisLab', image: image(2), durationMinutes: 35 },
      { id: '2.6', titleKey: 'home.curriculum.m2.c6', tagKey: 'home.curriculum.tag.gisLab', image: image(9), durationMinutes: 30 },
      { id: '2.7', titleKey: 'home.curriculum.m2.c7', tagKey: 'home.curriculum.tag.fieldWork', image: image(1), durationMinutes: 40 },
    ],
  },
  {
    id: 4,
    image: image(9),
    titleKey: 'home.curriculum.m4.title',
    descriptionKey: 'home.curriculum.m4.description',
    chapters: [
      { id: '4.1', titleKey: 'home.curriculum.m4.c1', tagKey: 'home.curriculum.tag.theory', image: image(2), durationMinutes: 20 },
      { id: '4.2', titleKey: 'home.curriculum.m4.c2', tagKey: 'home.curriculum.tag.gisLab', image: image(9), durationMinutes: 30 },
      { id: '4.3', titleKey: 'home.curriculum.m4.c3', tagKey: 'home.curriculum.tag.practice', image: image(1), durationMinutes: 25 },
      { id: '4.4', titleKey: 'home.curriculum.m4.c4', tagKey: 'home.curriculum.tag.gisLab', image: image(7), durationMinutes: 25 },
      { id: '4.5', titleKey: 'home.curriculum.m4.c5', tagKey: 'home.curriculum.tag.theory', image: image(8), durationMinutes: 20 },
      { id: '4.6', titleKey: 'home.curriculum.m4.c6', tagKey: 'home.curriculum.tag.practice', image: image(5), durationMinutes: 25 },
      { id: '4.7', titleKey: 'home.curriculum.m4.c7', tagKey: 'home.curriculum.tag.practice', image: image(3), durationMinutes: 20 },
      { id: '4.8', titleKey: 'home.curriculum.m4.c8', tagKey: 'home.curriculum.tag.caseStudy', image: image(6), durationMinutes: 25 },
    ],
  },
  {
    id: 5,
    image: image(3),
    titleKey: 'home.curriculum.m5.title',
    descriptionKey: 'home.curriculum.m5.description',
    chapters: [
      { id: '5.1', titleKey: 'home.curriculum.m5.c1', tagKey: 'home.curriculum.tag.practice', image: image(5), durationMinutes: 45 },
      { id: '5.2', titleKey: 'home.curriculum.m5.c2', tagKey: 'home.curriculum.tag.practice', image: image(3), durationMinutes: 40 },
    ],
  },
  {
    id: 6,
    image: image(6),
    titleKey: 'home.curriculum.m6.title',
    descriptionKey: 'home.curriculum.m6.description',
    chapters: [
      { id: '6.1', titleKey: 'home.curriculum.m6.c1', tagKey: 'home.curriculum.tag.fieldWork', image: image(6), durationMinutes: 60 },
      { id: '6.2', titleKey: 'home.curriculum.m6.c2', tagKey: 'home.curriculum.tag.fieldWork', image: image(3), durationMinutes: 45 },
      { id: '6.3', titleKey: 'home.curriculum.m6.c3', tagKey: 'home.curriculum.tag.practice', image: image(2), durationMinutes: 30 },
    ],
  },
  {
    id: 7,
    image: image(8),
    titleKey: 'home.curriculum.m7.title',
    descriptionKey: 'home.curriculum.m7.description',
    chapters: [
      { id: '7.1', titleKey: 'home.curriculum.m7.c1', tagKey: 'home.curriculum.tag.gisLab', image: image(9), durationMinutes: 40 },
      { id: '7.2', titleKey: 'home.curriculum.m7.c2', tagKey: 'home.curriculum.tag.gisLab', image: image(9), durationMinutes: 35 },
      { id: '7.3', titleKey: 'home.curriculum.m7.c3', tagKey: 'home.curriculum.tag.gisLab', image: image(8), durationMinutes: 35 },
      { id: '7.4', titleKey: 'home.curriculum.m7.c4', tagKey: 'home.curriculum.tag.theory', image: image(5), durationMinutes: 30 },
      { id: '7.5', titleKey: 'home.curriculum.m7.c5', tagKey: 'home.curriculum.tag.gisLab', image: image(4), durationMinutes: 40 },
      { id: '7.6', titleKey: 'home.curriculum.m7.c6', tagKey: 'home.curriculum.tag.fieldWork', image: image(6), durationMinutes: 45 },
      { id: '7.7', titleKey: 'home.curriculum.m7.c7', tagKey: 'home.curriculum.tag.practice', image: image(7), durationMinutes: 35 },
    ],
  },
  {
    id: 8,
    image: image(5),
    titleKey: 'home.curriculum.m8.title',
    descriptionKey: 'home.curriculum.m8.description',
    chapters: [
      { id: '8.1', titleKey: 'home.curriculum.m8.c1', tagKey: 'home.curriculum.tag.caseStudy', image: image(6), durationMinutes: 40 },
    ],
  },
  {
    id: 9,
    image: image(4),
    titleKey: 'home.curriculum.m9.title',
    descriptionKey: 'home.curriculum.m9.description',
    chapters: [
      { id: '9.1', titleKey: 'home.curriculum.m9.c1', tagKey: 'home.curriculum.tag.gisLab', image: image(4), durationMinutes: 45 },
    ],
  },
  {
    id: 10,
    image: image(7),
    titleKey: 'home.curriculum.m10.title',
    descriptionKey: 'home.curriculum.m10.description',
    chapters: [
      { id: '10.1', titleKey: 'home.curriculum.m10.c1', tagKey: 'home.curriculum.tag.gisLab', image: image(2), durationMinutes: 50 },
    ],
  },
  {
    id: 11,
    image: image(1),
    titleKey: 'home.curriculum.m11.title',
    descriptionKey: 'home.curriculum.m11.description',
    chapters: [
      { id: '11.1', titleKey: 'home.curriculum.m11.c1', tagKey: 'home.curriculum.tag.fieldWork', image: image(4), durationMinutes: 35 },
      { id: '11.2', titleKey: 'home.curriculum.m11.c2', tagKey: 'home.curriculum.tag.caseStudy', image: image(5), durationMinutes: 30 },
      { id: '11.3', titleKey: 'home.curriculum.m11.c3', tagKey: 'home.curriculum.tag.fieldWork', image: image(7), durationMinutes: 30 },
    ],
  },
];

/** Seconds the belt takes to move by one copy of the chapter list: 1.5 per chapter, at least 10. */
export function beltPeriodSeconds(chapterCount: number): number {
  return Math.max(10, 1.5 * chapterCount);
}

/** '01' … '10': the selector label of the module at `index` (0-based). */
export function moduleNumber(index: number): string {
  return String(index + 1).padStart(2, '0');
}
