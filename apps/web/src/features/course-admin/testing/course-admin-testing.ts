import type { CourseAdminDetail, CourseAdminSummary } from '@jal/contracts';
import { courseCategoryStrings } from '@jal/ui-strings/courses';
import { dashboardCoursesStrings } from '@jal/ui-strings/dashboard-courses';
import { validationStrings } from '@jal/ui-strings/validation';
import { generalStrings } from '@jal/ui-strings/general';
import { i18n } from '@/lib/i18n';
import { connectStubApi, startHttpServer, type Route } from '@/test/http-stub-server';
import { loadSeedStrings } from '@/test/seed-strings';

/** The real strings of the dashboard's course pages (and the general set), as the server sends them. */
export function loadCourseAdminStrings() {
  // The shared confirmation dialog names its Cancel button with the administration strings.
  const extra = { 'dashboard.admin.common.cancel': { en: 'Cancel', hi: 'रद्द करें' } };
  loadSeedStrings(generalStrings, validationStrings, dashboardCoursesStrings, courseCategoryStrings, extra);
}

export function buildAdminCourse(n: number, overrides: Partial<CourseAdminSummary> = {}): CourseAdminSummary {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    _id: id,
    id,
    slug: `course-${n}`,
    title: `Course ${n}`,
    titleKey: null,
    titleTranslations: { en: `Course ${n}`, hi: `पाठ्यक्रम ${n}` },
    description: '',
    descriptionKey: null,
    descriptionTranslations: {},
    status: 'draft',
    image: '/images/courses/course-1.svg',
    level: 'beginner',
    category: 'watershed',
    durationMinutes: 0,
    languages: ['en', 'hi'],
    order: n,
    moduleCount: 0,
    lessonCount: 0,
    enrolmentCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const detailOf = (course: CourseAdminSummary): CourseAdminDetail => ({ ...course, modules: [] });

/**
 * A stub API answering with `route`, connected for the whole test file with the course pages'
 * strings in English; the body of each request is kept as parsed JSON.
 */
export async function serveAdminApi(route: Route) {
  const server = await startHttpServer(route);
  connectStubApi(server, async () => {
    loadCourseAdminStrings();
    await i18n.changeLanguage('en');
  });
  return {
    ...server,
    bodies: (method: string) => server.received.filter((r) => r.method === method).map((r) => JSON.parse(r.body) as unknown),
  };
}

export { ok } from '@/test/api-answers';
