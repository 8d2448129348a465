import { z } from 'zod';
import { text } from './text.js';
import { languageTextMap, pageQuery, pagination } from './common.js';
import { COURSE_CATEGORY_PATTERN, COURSE_LEVELS, COURSE_STATUSES, courseSummary, lessonOutline, moduleOutline } from './course.js';
import { storedLessonContent } from './learning.js';
import { PRACTICAL_LIMITS, practicalArea, rubricMaxPoints, VOICE_NOTE_REQUIREMENTS } from './practicals.js';

/**
 * The dashboard's course management (admin roles only). Endpoints below /api:
 * - GET    /v1/courses/admin                          ?search&status&sort&page&limit → CourseAdminList
 * - POST   /v1/courses/admin                          CourseCreateBody → CourseAdminDetail (201)
 * - GET    /v1/courses/admin/{id}                     → CourseAdminDetail (lessons with their content)
 * - PUT    /v1/courses/admin/{id}                     CourseUpdateBody → CourseAdminDetail
 * - DELETE /v1/courses/admin/{id}                     → null (409 while learners are enrolled)
 * - GET    /v1/courses/stats                          → CourseStats
 * - GET    /v1/courses/admin/translations             ?missing=hi → CourseTranslationList
 * - POST   /v1/courses/admin/{id}/modules             ModuleBody → CourseAdminDetail (201)
 * - PUT    /v1/courses/admin/{id}/modules/order       { ids } → CourseAdminDetail
 * - PUT    /v1/courses/admin/{id}/modules/{moduleId}  ModuleBody (partial) → CourseAdminDetail
 * - DELETE /v1/courses/admin/{id}/modules/{moduleId}  → CourseAdminDetail
 * - POST   /v1/courses/admin/{id}/modules/{moduleId}/lessons       LessonBody → CourseAdminDetail (201)
 * - PUT    /v1/courses/admin/{id}/modules/{moduleId}/lessons/order { ids } → CourseAdminDetail
 * - PUT    /v1/courses/admin/{id}/lessons/{lessonId}               LessonBody → CourseAdminDetail
 * - PUT    /v1/courses/admin/{id}/lessons/{lessonId}/move          { moduleId, index? } → CourseAdminDetail
 * - DELETE /v1/courses/admin/{id}/lessons/{lessonId}               → CourseAdminDetail
 * Every curriculum change answers with the whole course, so the editor never shows a stale outline.
 */

export const COURSE_ADMIN_LIMITS = {
  title: 200,
  description: 5000,
  body: 100_000,
  summary: 5000,
  quizText: 2000,
  lessonMinutes: 600,
} as const;

export const COURSE_SORTS = ['updated', 'created', 'title', 'order'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

/** The project's own illustrations, or an uploaded media file served by the API. */
export const COURSE_IMAGE_PATTERN =
  /^(\/images\/courses\/course-[1-9]\.svg|\/images\/course-placeholder\.svg|\/api\/v1\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
export const COURSE_IMAGES = Array.from({ length: 9 }, (_, index) => `/images/courses/course-${index + 1}.svg`);

const tooLong = (what: string, max: number) => ({ error: `${what} must be at most ${max.toLocaleString('en')} characters.` });

/** English is required (the course's fallback text), Hindi optional; no other language yet. */
const requiredText = (what: string, max: number) =>
  z
    .object({
      en: text(`${what} in English`, `${what} in English is required.`)
        .trim()
        .min(1, { error: `${what} in English is required.` })
        .max(max, tooLong(what, max)),
      hi: text(`${what} in Hindi`, `${what} in Hindi must be text.`).trim().max(max, tooLong(what, max)).optional(),
    })
    .strict();
const optionalText = (what: string, max: number) =>
  z
    .object({
      en: text(what, `${what} must be text.`).trim().max(max, tooLong(what, max)).optional(),
      hi: text(what, `${what} must be text.`).trim().max(max, tooLong(what, max)).optional(),
    })
    .strict();

export const courseAdminListQuery = z.object({
  status: z.enum([...COURSE_STATUSES, 'all'], { error: 'status must be draft, published, archived or all.' }).optional(),
  search: text('search').trim().max(100, { error: 'search must be at most 100 characters.' }).optional(),
  sort: z.enum(COURSE_SORTS, { error: 'sort must be updated, created, title or order.' }).optional(),
  ...pageQuery,
});
export type CourseAdminListQuery = z.infer<typeof courseAdminListQuery>;

export const courseCreateBody = z
  .object({
    titleTranslations: requiredText('The title', COURSE_ADMIN_LIMITS.title),
    descriptionTranslations: optionalText('The description', COURSE_ADMIN_LIMITS.description).default({}),
    level: z.enum(COURSE_LEVELS, { error: 'level must be beginner, intermediate or advanced.' }).default('beginner'),
    category: text('category', 'category must be a category slug.')
      .regex(COURSE_CATEGORY_PATTERN, { error: 'category must be a category slug (a-z, 0-9 and -, at most 40 characters).' })
      .default('watershed'),
    image: text('image', 'image must be one of the course images or an uploaded file.')
      .regex(COURSE_IMAGE_PATTERN, { error: 'image must be one of the course images or an uploaded file.' })
      .nullable()
      .default(null),
    status: z.enum(COURSE_STATUSES, { error: 'status must be draft, published or archived.' }).default('draft'),
  })
  .strict();
export type CourseCreateBody = z.input<typeof courseCreateBody>;

export const courseUpdateBody = z
  .object({
    titleTranslations: courseCreateBody.shape.titleTranslations,
    descriptionTranslations: optionalText('The description', COURSE_ADMIN_LIMITS.description),
    level: z.enum(COURSE_LEVELS, { error: 'level must be beginner, intermediate or advanced.' }),
    category: courseCreateBody.shape.category.unwrap(),
    image: courseCreateBody.shape.image.unwrap(),
    status: z.enum(COURSE_STATUSES, { error: 'status must be draft, published or archived.' }),
  })
  .partial()
  .strict();
export type CourseUpdateBody = z.infer<typeof courseUpdateBody>;

export const moduleBody = z
  .object({
    titleTranslations: requiredText('The module title', COURSE_ADMIN_LIMITS.title),
    descriptionTranslations: optionalText('The module description', COURSE_ADMIN_LIMITS.description).default({}),
  })
  .strict();
export type ModuleBody = z.input<typeof moduleBody>;
export const moduleUpdateBody = z
  .object({
    titleTranslations: moduleBody.shape.titleTranslations,
    descriptionTranslations: optionalText('The module description', COURSE_ADMIN_LIMITS.description),
  })
  .partial()
  .strict();

export const orderBody = z
  .object({ ids: z.array(z.uuid({ error: 'ids must be identifiers.' })).max(500, { error: 'At most 500 items.' }) })
  .strict();
export type OrderBody = z.infer<typeof orderBody>;

export const moveLessonBody = z
  .object({
    moduleId: z.uuid({ error: 'moduleId must be a valid identifier.' }),
    /** Position in the target module, 0-based; the end when missing. */
    index: z.number().int().min(0).max(500).optional(),
  })
  .strict();
export type MoveLessonBody = z.infer<typeof moveLessonBody>;

const optionalMap = (max: number) => optionalText('The text', max);

/** A quiz as the editor sends it: question and option ids may be missing (the server makes them). */
export const quizInput = z
  .object({
    passingScore: storedLessonContent.quiz.shape.passingScore,
    questions: z
      .array(
        z
          .object({
            id: text('id').min(1).max(80).optional(),
            prompt: requiredText('The question', COURSE_ADMIN_LIMITS.quizText),
            multiple: z.boolean({ error: 'multiple must be true or false.' }),
            options: z
              .array(
                z
                  .object({
                    id: text('id').min(1).max(80).optional(),
                    text: requiredText('The option', COURSE_ADMIN_LIMITS.quizText),
                    correct: z.boolean({ error: 'correct must be true or false.' }),
                  })
                  .strict(),
              )
              .min(2, { error: 'A question needs at least two options.' })
              .max(10, { error: 'A question has at most ten options.' }),
            explanation: optionalMap(COURSE_ADMIN_LIMITS.quizText).default({}),
          })
          .strict()
          .refine((question) => question.options.some((option) => option.correct), {
            error: 'Mark at least one option as correct.',
            path: ['options'],
          })
          .refine((question) => question.multiple || question.options.filter((option) => option.correct).length === 1, {
            error: 'A single-answer question has exactly one correct option.',
            path: ['options'],
          }),
      )
      .min(1, { error: 'A quiz needs at least one question.' })
      .max(50, { error: 'A quiz has at most 50 questions.' }),
  })
  .strict();
export type QuizInput = z.input<typeof quizInput>;

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number.` })
    .int({ error: `${field} must be a whole number.` })
    .min(min, { error: `${field} is ${min} to ${max}.` })
    .max(max, { error: `${field} is ${min} to ${max}.` });
const finiteNumber = (field: string) => z.number({ error: `${field} must be a number.` }).finite({ error: `${field} must be finite.` });
const optionalId = text('id').min(1).max(80).optional();

/** A field practical as the editor sends it: ids of numbers, criteria and levels may be missing (the server makes them). */
export const practicalInput = z
  .object({
    instructions: requiredText('The instructions', COURSE_ADMIN_LIMITS.body),
    photos: z
      .object({
        min: wholeNumber('photos.min', 1, PRACTICAL_LIMITS.photos),
        max: wholeNumber('photos.max', 1, PRACTICAL_LIMITS.photos),
        /** What each photo must show, one a photo in the order they are taken. */
        captions: z.array(requiredText('The photo caption', COURSE_ADMIN_LIMITS.title)).max(PRACTICAL_LIMITS.photos),
      })
      .strict()
      .refine((photos) => photos.min <= photos.max, { error: 'photos.min must not be more than photos.max.', path: ['min'] })
      .refine((photos) => photos.captions.length === photos.max, {
        error: 'Give a caption for each photo: as many captions as photos.max.',
        path: ['captions'],
      }),
    voiceNote: z
      .object({
        requirement: z.enum(VOICE_NOTE_REQUIREMENTS, { error: 'voiceNote.requirement must be none, optional or required.' }),
        maxSeconds: wholeNumber('voiceNote.maxSeconds', 5, PRACTICAL_LIMITS.voiceNoteSeconds).default(PRACTICAL_LIMITS.voiceNoteSeconds),
      })
      .strict(),
    numbers: z
      .array(
        z
          .object({
            id: optionalId,
            label: requiredText("The number's label", COURSE_ADMIN_LIMITS.title),
            unit: text('unit')
              .trim()
              .max(PRACTICAL_LIMITS.unit, { error: `A unit is at most ${PRACTICAL_LIMITS.unit} characters.` })
              .default(''),
            min: finiteNumber('min'),
            max: finiteNumber('max'),
          })
          .strict()
          .refine((number) => number.min <= number.max, { error: 'min must not be more than max.', path: ['min'] }),
      )
      .max(PRACTICAL_LIMITS.numbers, { error: `A practical asks for at most ${PRACTICAL_LIMITS.numbers} numbers.` })
      .default([]),
    place: z
      .object({
        required: z.boolean({ error: 'place.required must be true or false.' }),
        accuracyMetres: z
          .number({ error: 'place.accuracyMetres must be a number.' })
          .min(1, { error: 'place.accuracyMetres is 1 to 10,000.' })
          .max(10_000, { error: 'place.accuracyMetres is 1 to 10,000.' }),
        area: practicalArea.nullable().default(null),
      })
      .strict(),
    rubric: z
      .object({
        criteria: z
          .array(
            z
              .object({
                id: optionalId,
                label: requiredText('The criterion', COURSE_ADMIN_LIMITS.title),
                levels: z
                  .array(
                    z
                      .object({
                        id: optionalId,
                        label: requiredText('The level', COURSE_ADMIN_LIMITS.title),
                        points: wholeNumber('points', 0, PRACTICAL_LIMITS.levelPoints),
                      })
                      .strict(),
                  )
                  .min(2, { error: 'A criterion needs at least two levels.' })
                  .max(PRACTICAL_LIMITS.levels, { error: `A criterion has at most ${PRACTICAL_LIMITS.levels} levels.` }),
              })
              .strict(),
          )
          .min(1, { error: 'A rubric needs at least one criterion.' })
          .max(PRACTICAL_LIMITS.criteria, { error: `A rubric has at most ${PRACTICAL_LIMITS.criteria} criteria.` }),
        passMark: wholeNumber('passMark', 1, PRACTICAL_LIMITS.criteria * PRACTICAL_LIMITS.levelPoints),
      })
      .strict()
      .refine((rubric) => rubric.passMark <= rubricMaxPoints(rubric.criteria), {
        error: "The pass mark is more than the rubric can give (each criterion's best level added up).",
        path: ['passMark'],
      }),
  })
  .strict();
export type PracticalInput = z.input<typeof practicalInput>;

const lessonCommon = {
  titleTranslations: requiredText('The lesson title', COURSE_ADMIN_LIMITS.title),
  durationMinutes: z
    .number({ error: 'durationMinutes must be a number.' })
    .int({ error: 'durationMinutes must be a whole number.' })
    .min(1, { error: 'durationMinutes must be at least 1.' })
    .max(COURSE_ADMIN_LIMITS.lessonMinutes, { error: `durationMinutes must be at most ${COURSE_ADMIN_LIMITS.lessonMinutes}.` }),
};

export const lessonBody = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('text'),
        ...lessonCommon,
        content: z.object({ body: optionalText('The lesson text', COURSE_ADMIN_LIMITS.body) }).strict(),
      })
      .strict(),
    z
      .object({
        kind: z.literal('video'),
        ...lessonCommon,
        content: storedLessonContent.video.extend({ summary: optionalMap(COURSE_ADMIN_LIMITS.summary) }).strict(),
      })
      .strict(),
    z
      .object({
        kind: z.literal('document'),
        ...lessonCommon,
        content: storedLessonContent.document.extend({ summary: optionalMap(COURSE_ADMIN_LIMITS.summary) }).strict(),
      })
      .strict(),
    z.object({ kind: z.literal('quiz'), ...lessonCommon, content: quizInput }).strict(),
    z.object({ kind: z.literal('practical'), ...lessonCommon, content: practicalInput }).strict(),
  ],
  { error: 'kind must be text, video, document, quiz or practical.' },
);
export type LessonBody = z.input<typeof lessonBody>;

export const adminLesson = lessonOutline.extend({ moduleId: z.string(), content: z.record(z.string(), z.unknown()) });
export type AdminLesson = z.infer<typeof adminLesson>;
export const adminModule = moduleOutline.extend({ lessons: z.array(adminLesson) });
export type AdminModule = z.infer<typeof adminModule>;

export const courseAdminSummary = courseSummary.extend({ enrolmentCount: z.number().int() });
export type CourseAdminSummary = z.infer<typeof courseAdminSummary>;
export const courseAdminDetail = courseAdminSummary.extend({ modules: z.array(adminModule) });
export type CourseAdminDetail = z.infer<typeof courseAdminDetail>;
export const courseAdminList = z.object({ courses: z.array(courseAdminSummary), pagination });
export type CourseAdminList = z.infer<typeof courseAdminList>;

export const courseStats = z.object({
  total: z.number().int(),
  byStatus: z.object({ draft: z.number().int(), published: z.number().int(), archived: z.number().int() }),
  modules: z.number().int(),
  lessons: z.number().int(),
  enrolments: z.number().int(),
});
export type CourseStats = z.infer<typeof courseStats>;

export const courseTranslationsQuery = z.object({
  missing: z.enum(['hi', 'en'], { error: 'missing must be hi or en.' }).optional(),
});
export const courseTranslationList = z.object({
  courses: z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      status: z.enum(COURSE_STATUSES),
      titleTranslations: languageTextMap,
      descriptionTranslations: languageTextMap,
      /** Languages whose title or description is empty. */
      missing: z.array(z.string()),
    }),
  ),
  missingHindi: z.number().int(),
});
export type CourseTranslationList = z.infer<typeof courseTranslationList>;

export const courseAdminParams = z.object({ id: z.uuid({ error: 'id must be a valid identifier.' }) });
export const moduleParams = courseAdminParams.extend({ moduleId: z.uuid({ error: 'moduleId must be a valid identifier.' }) });
export const lessonParams = courseAdminParams.extend({ lessonId: z.uuid({ error: 'lessonId must be a valid identifier.' }) });
