import { bodySchema } from '@/lib/form-resolver';
import { courseCreateBody, type CourseAdminDetail, type CourseCreateBody, type CourseStatus } from '@jal/contracts';

export type Bilingual = { en: string; hi: string };
export type CourseFormValues = {
  title: Bilingual;
  description: Bilingual;
  level: 'beginner' | 'intermediate' | 'advanced';
  category: string;
  image: string | null;
  status: CourseStatus;
};

export const EMPTY_COURSE: CourseFormValues = {
  title: { en: '', hi: '' },
  description: { en: '', hi: '' },
  level: 'beginner',
  category: 'watershed',
  image: '/images/courses/course-1.svg',
  status: 'draft',
};

export function valuesOf(course: CourseAdminDetail): CourseFormValues {
  return {
    title: { en: course.titleTranslations.en ?? course.title, hi: course.titleTranslations.hi ?? '' },
    description: { en: course.descriptionTranslations.en ?? course.description, hi: course.descriptionTranslations.hi ?? '' },
    level: course.level,
    category: course.category,
    image: course.image,
    status: course.status,
  };
}

export function bodyOf(values: CourseFormValues): CourseCreateBody {
  return {
    titleTranslations: { en: values.title.en, hi: values.title.hi },
    descriptionTranslations: { en: values.description.en, hi: values.description.hi },
    level: values.level,
    category: values.category,
    image: values.image,
    status: values.status,
  };
}

/** The form's own field name for a path of the request body ('titleTranslations.en' → 'title.en'). */
export function fieldOf(path: string): string {
  return path.replace(/^titleTranslations/, 'title').replace(/^descriptionTranslations/, 'description');
}

/** The form's values checked as the request body they become, with the API's own schema. */
export const courseFormSchema = bodySchema(bodyOf, courseCreateBody);

/** The languages a course is written in, in the order the editor shows them. */
export const EDIT_LANGUAGES = ['en', 'hi'] as const;
export type EditLanguage = (typeof EDIT_LANGUAGES)[number];
