import { z } from 'zod';
import { text } from './text.js';
import { languageTextMap, pageQuery, pagination } from './common.js';

export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const LESSON_KINDS = ['text', 'video', 'document', 'quiz', 'practical'] as const;
/** A category is a short slug (e.g. `water-budgeting`); the labels live in the UI strings. */
export const COURSE_CATEGORY_PATTERN = /^[a-z0-9-]{1,40}$/;
/**
 * The categories the course form offers and the seed uses: one vocabulary, labelled by the UI
 * strings `catalogue.categories.<slug>` on the public pages and in the dashboard alike.
 */
export const COURSE_CATEGORIES = ['watershed', 'gis', 'water-budgeting', 'conservation', 'groundwater', 'planning', 'climate'] as const;

export const courseListQuery = z.object({
  status: z.enum([...COURSE_STATUSES, 'all'], { error: 'status must be draft, published, archived or all.' }).optional(),
  search: text('search').trim().max(100, { error: 'search must be at most 100 characters.' }).optional(),
  level: z.enum(COURSE_LEVELS, { error: 'level must be beginner, intermediate or advanced.' }).optional(),
  category: text('category', 'category must be a category slug.')
    .regex(COURSE_CATEGORY_PATTERN, { error: 'category must be a category slug (a-z, 0-9 and -, at most 40 characters).' })
    .optional(),
  ...pageQuery,
});
export type CourseListQuery = z.infer<typeof courseListQuery>;

export const courseSummary = z.object({
  _id: z.string(),
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  titleKey: z.string().nullable(),
  titleTranslations: languageTextMap,
  description: z.string(),
  descriptionKey: z.string().nullable(),
  descriptionTranslations: languageTextMap,
  status: z.enum(COURSE_STATUSES),
  image: z.string().nullable(),
  level: z.enum(COURSE_LEVELS),
  category: z.string(),
  durationMinutes: z.number().int(),
  languages: z.array(z.string()),
  order: z.number().int(),
  moduleCount: z.number().int(),
  lessonCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CourseSummary = z.infer<typeof courseSummary>;

export const lessonOutline = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  titleTranslations: languageTextMap,
  kind: z.enum(LESSON_KINDS),
  durationMinutes: z.number().int(),
  order: z.number().int(),
});

export const moduleOutline = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  titleTranslations: languageTextMap,
  description: z.string(),
  descriptionTranslations: languageTextMap,
  order: z.number().int(),
  lessons: z.array(lessonOutline),
});

export const courseDetail = courseSummary.extend({ modules: z.array(moduleOutline) });
export type CourseDetail = z.infer<typeof courseDetail>;

export const courseList = z.object({ courses: z.array(courseSummary), pagination });
export type CourseList = z.infer<typeof courseList>;

export const courseCategory = z.object({ category: z.string(), count: z.number().int() });
export type CourseCategory = z.infer<typeof courseCategory>;

/** Categories of the published courses, each with how many published courses it holds. */
export const courseCategoryList = z.object({ categories: z.array(courseCategory) });
export type CourseCategoryList = z.infer<typeof courseCategoryList>;
