import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { alerts, courseModules, courses, languages, lessons, translations } from '../db/schema.js';
import { seedCourses } from './courses-data.js';
import { lessonContent } from './lesson-content.js';
import { seedMediaFiles } from './learning-media.js';
import { seedDemoAccounts } from './demo-mode.js';
import { uiStrings } from '@jal/ui-strings';

/**
 * Idempotent: inserts what is missing and never overwrites, so text an admin has edited survives
 * a restart. The demo accounts come with it unless `demoAccounts` is false, once in the life of
 * the database (seed/demo-mode.ts). Answers whether they were seeded now.
 */
export async function seedDatabase(db: Db, options: { demoAccounts?: boolean } = {}): Promise<{ demoAccountsSeeded: boolean }> {
  await db
    .insert(languages)
    .values([
      { code: 'en', name: 'English', nativeName: 'English', isDefault: true, sortOrder: 0 },
      { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', isDefault: false, sortOrder: 1 },
    ])
    .onConflictDoNothing();

  const translationRows = Object.entries(uiStrings).flatMap(([page, keys]) =>
    Object.entries(keys).flatMap(([key, text]) => [
      { page, key, language: 'en', text: text.en },
      { page, key, language: 'hi', text: text.hi },
    ]),
  );
  for (let start = 0; start < translationRows.length; start += 500) {
    await db
      .insert(translations)
      .values(translationRows.slice(start, start + 500))
      .onConflictDoNothing();
  }

  // Before the courses: their video and document lessons point at these rows.
  await seedMediaFiles(db);

  for (const course of seedCourses) {
    const [existing] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, course.slug)).limit(1);
    if (existing) continue;
    await db.transaction(async (tx) => {
      const lessonMinutes = course.modules.flatMap((module) => module.lessons).reduce((sum, lesson) => sum + lesson.durationMinutes, 0);
      const [created] = await tx
        .insert(courses)
        .values({
          slug: course.slug,
          title: course.title.en,
          titleKey: `courses.${course.slug}.title`,
          titleTranslations: course.title,
          description: course.description.en,
          descriptionKey: `courses.${course.slug}.description`,
          descriptionTranslations: course.description,
          status: course.status,
          image: course.image,
          level: course.level,
          category: course.category,
          durationMinutes: lessonMinutes,
          sortOrder: course.order,
        })
        .returning({ id: courses.id });
      if (!created) throw new Error(`Could not seed course ${course.slug}`);
      for (const [moduleIndex, module] of course.modules.entries()) {
        const [createdModule] = await tx
          .insert(courseModules)
          .values({
            courseId: created.id,
            title: module.title.en,
            titleTranslations: module.title,
            description: module.description.en,
            descriptionTranslations: module.description,
            sortOrder: moduleIndex + 1,
          })
          .returning({ id: courseModules.id });
        if (!createdModule) throw new Error(`Could not seed a module of ${course.slug}`);
        await tx.insert(lessons).values(
          module.lessons.map((lesson, lessonIndex) => ({
            moduleId: createdModule.id,
            title: lesson.title.en,
            titleTranslations: lesson.title,
            kind: lesson.kind,
            content: lessonContent(lesson),
            durationMinutes: lesson.durationMinutes,
            sortOrder: lessonIndex + 1,
          })),
        );
      }
    });
  }

  const [alertCount] = await db.select({ total: count() }).from(alerts);
  if (!alertCount?.total) {
    await db.insert(alerts).values({
      alertType: 'info',
      isActive: true,
      message: {
        en: 'Monsoon batch 2025: new courses on farm ponds and groundwater recharge are open. Enrol now!',
        hi: 'मानसून बैच 2025: खेत तालाब और भूजल पुनर्भरण पर नए पाठ्यक्रम शुरू हो गए हैं। अभी नामांकन करें!',
      },
    });
  }

  return { demoAccountsSeeded: (options.demoAccounts ?? true) && (await seedDemoAccounts(db)) };
}
