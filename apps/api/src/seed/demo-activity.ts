import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { certificates, courseModules, courses, enrolments, lessonProgress, lessons, organizations, users } from '../db/schema.js';
import { hashPassword } from '../lib/password.js';
import { newCertificateCode } from '../modules/certificates/service.js';
import { findUserByEmail } from '../modules/users/service.js';
import { DEMO_ORGANIZATION, DEMO_PASSWORD, SECOND_ORGANIZATION } from './accounts.js';

/** Field learners of the two demo organizations (English and Devanagari names). */
export const DEMO_ACTIVITY_LEARNERS = [
  { name: 'Ramesh Kushwaha', hindi: 'रमेश कुशवाहा', organizationId: DEMO_ORGANIZATION.id },
  { name: 'Sunita Prajapati', hindi: 'सुनीता प्रजापति', organizationId: DEMO_ORGANIZATION.id },
  { name: 'Harish Yadav', hindi: 'हरीश यादव', organizationId: DEMO_ORGANIZATION.id },
  { name: 'Kamla Devi', hindi: 'कमला देवी', organizationId: DEMO_ORGANIZATION.id },
  { name: 'Mohan Raikwar', hindi: 'मोहन रैकवार', organizationId: DEMO_ORGANIZATION.id },
  { name: 'Pushpa Ahirwar', hindi: 'पुष्पा अहिरवार', organizationId: DEMO_ORGANIZATION.id },
  { name: 'Bhanwar Lal Meghwal', hindi: 'भंवर लाल मेघवाल', organizationId: SECOND_ORGANIZATION.id },
  { name: 'Santosh Bishnoi', hindi: 'संतोष बिश्नोई', organizationId: SECOND_ORGANIZATION.id },
  { name: 'Geeta Choudhary', hindi: 'गीता चौधरी', organizationId: SECOND_ORGANIZATION.id },
  { name: 'Dinesh Jat', hindi: 'दिनेश जाट', organizationId: SECOND_ORGANIZATION.id },
  { name: 'Lalita Sain', hindi: 'ललिता सैन', organizationId: SECOND_ORGANIZATION.id },
  { name: 'Prakash Garg', hindi: 'प्रकाश गर्ग', organizationId: null },
  { name: 'Farida Khan', hindi: 'फरीदा खान', organizationId: null },
  { name: 'Vijay Patel', hindi: 'विजय पटेल', organizationId: null },
].map((learner) => ({ ...learner, email: `${learner.name.toLowerCase().replace(/\s+/g, '.')}@demo.jalshiksha.org` }));

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Enrolments, progress, completions and certificates of the learners above over the past ten
 * months, so that the dashboard's reports have figures to show on a fresh install. Only the
 * runnable demo calls it (the server, right after seeding the demo accounts); tests build
 * exactly the data they count. The learners are demo accounts: ending demo mode disables them.
 * The spread is fixed arithmetic, not random: every fresh install shows the same picture.
 * Runs once: it does nothing when its first learner already exists.
 */
export async function seedDemoActivity(db: Db, now = new Date()) {
  const first = DEMO_ACTIVITY_LEARNERS[0];
  if (!first || (await findUserByEmail(db, first.email))) return;
  const published = await db
    .select({ id: courses.id, title: courses.title, titleTranslations: courses.titleTranslations })
    .from(courses)
    .where(eq(courses.status, 'published'))
    .orderBy(asc(courses.slug));
  if (published.length === 0) return;
  const courseLessons = new Map<string, string[]>();
  for (const course of published) {
    const rows = await db
      .select({ id: lessons.id })
      .from(lessons)
      .innerJoin(courseModules, eq(lessons.moduleId, courseModules.id))
      .where(eq(courseModules.courseId, course.id))
      .orderBy(asc(courseModules.sortOrder), asc(lessons.sortOrder));
    courseLessons.set(
      course.id,
      rows.map((row) => row.id),
    );
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  await db.transaction(async (tx) => {
    await tx.insert(organizations).values(SECOND_ORGANIZATION).onConflictDoNothing();
    for (const [i, learner] of DEMO_ACTIVITY_LEARNERS.entries()) {
      const joined = daysAgo(300 - i * 7);
      const [user] = await tx
        .insert(users)
        .values({
          name: learner.name,
          nameVariants: { english: learner.name, hinglish: learner.name, hindi: learner.hindi },
          email: learner.email,
          passwordHash,
          role: 'USER',
          isDemo: true,
          organizationId: learner.organizationId,
          createdAt: joined,
          updatedAt: joined,
        })
        .returning({ id: users.id });
      if (!user) continue;
      // One to three courses each; about two enrolments in three are finished.
      const count = 1 + (i % 3);
      for (let j = 0; j < count; j += 1) {
        const course = published[(i * 2 + j) % published.length]!;
        const lessonIds = courseLessons.get(course.id) ?? [];
        const enrolledAt = daysAgo(10 + ((i * 37 + j * 53) % 280));
        const finished = (i + j) % 3 !== 0 && lessonIds.length > 0;
        const completedAt = finished
          ? new Date(Math.min(enrolledAt.getTime() + (6 + ((i * 11 + j * 5) % 30)) * DAY_MS, now.getTime() - DAY_MS))
          : null;
        const done = finished ? lessonIds : lessonIds.slice(0, Math.floor(lessonIds.length / 2));
        await tx.insert(enrolments).values({
          userId: user.id,
          courseId: course.id,
          enrolledAt,
          completedAt,
          currentLessonId: finished ? null : (lessonIds[done.length] ?? null),
        });
        if (done.length > 0) {
          const at = completedAt ?? new Date(enrolledAt.getTime() + 3 * DAY_MS);
          await tx.insert(lessonProgress).values(
            done.map((lessonId) => ({
              userId: user.id,
              lessonId,
              courseId: course.id,
              status: 'completed' as const,
              completedAt: at,
              updatedAt: at,
            })),
          );
        }
        if (completedAt) {
          await tx.insert(certificates).values({
            code: newCertificateCode(),
            userId: user.id,
            courseId: course.id,
            issuedAt: completedAt,
            learnerName: learner.name,
            learnerNameHi: learner.hindi,
            courseTitle: course.title,
            courseTitleTranslations: { en: course.title, ...course.titleTranslations },
          });
        }
      }
    }
  });
}
