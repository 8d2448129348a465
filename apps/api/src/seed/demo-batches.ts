import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { batchCourses, batches, courses, users } from '../db/schema.js';
import { addDays, indianDay } from '../lib/calendar-day.js';
import { addLearnersToBatch } from '../commands/add-learners-to-batch.js';
import { DEMO_ORGANIZATION } from './accounts.js';
import { DEMO_ACTIVITY_LEARNERS } from './demo-activity.js';

/**
 * Two batches of the demo organization over the demo activity, so that the progress board shows
 * every state on a fresh install: not started, half done, completed with a certificate, and
 * overdue (the first batch's course was due ten days ago). Runs after seedDemoActivity, once.
 */
export async function seedDemoBatches(db: Db, now = new Date()) {
  const [existing] = await db.select({ id: batches.id }).from(batches).where(eq(batches.organizationId, DEMO_ORGANIZATION.id)).limit(1);
  if (existing) return;
  const published = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.status, 'published'))
    .orderBy(asc(courses.slug))
    .limit(2);
  if (published.length === 0) return;
  const emails = [
    ...DEMO_ACTIVITY_LEARNERS.filter((learner) => learner.organizationId === DEMO_ORGANIZATION.id).map((learner) => learner.email),
    'learner@jalshiksha.org',
  ];
  const learners = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idsOf = (wanted: string[]) => learners.filter((row) => row.email !== null && wanted.includes(row.email)).map((row) => row.id);
  const today = indianDay(now);
  const plans = [
    { name: 'Monsoon field team 2026', startsOn: addDays(today, -60), endsOn: addDays(today, 30), due: [-10, 20], members: emails },
    { name: 'Check-dam refresher', startsOn: addDays(today, -7), endsOn: addDays(today, 45), due: [2, 40], members: emails.slice(3) },
  ];
  await db.transaction(async (tx) => {
    for (const plan of plans) {
      const [batch] = await tx
        .insert(batches)
        .values({ organizationId: DEMO_ORGANIZATION.id, name: plan.name, startsOn: plan.startsOn, endsOn: plan.endsOn })
        .returning();
      if (!batch) continue;
      await tx
        .insert(batchCourses)
        .values(published.map((course, i) => ({ batchId: batch.id, courseId: course.id, dueOn: addDays(today, plan.due[i] ?? 30) })));
      await addLearnersToBatch(tx, batch.id, idsOf(plan.members));
    }
  });
}
