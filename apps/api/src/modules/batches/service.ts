import { isAdminRole, type BatchDetail, type BatchSummary } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import type { BatchRow, NotificationRow } from '../../db/schema.js';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.js';
import { notify } from '../notifications/service.js';
import { organizationExists } from '../organizations/repository.js';
import {
  batchCourseList,
  batchMemberList,
  batchNameTaken,
  deleteBatch,
  deleteBatchCourse,
  deleteBatchMember,
  enrolMembers,
  findBatch,
  findListedBatch,
  findPublishedCourse,
  insertBatch,
  insertMembers,
  learnersOf,
  listBatches,
  memberIds,
  updateBatch,
  upsertBatchCourse,
  type ListedBatch,
} from './repository.js';

export type AddedLearners = {
  /** Who joined the batch now (not those in it already, nor those of another organization). */
  added: string[];
  /** How many enrolments were made (courses a learner had begun on their own are kept as they are). */
  enrolled: number;
  /** The assignment notices made, to be emailed once the transaction is committed. */
  notifications: NotificationRow[];
};

/**
 * Puts learners of the batch's organization in the batch and enrols them in its courses, telling
 * each new member of every course now asked of them. Running it again changes nothing, so a
 * repeated import or a double click does no harm. Give a transaction to make it all or nothing.
 */
export async function addLearnersToBatch(db: Db, batchId: string, userIds: string[]): Promise<AddedLearners> {
  const batch = await findBatch(db, batchId);
  if (!batch) throw new Error(`no batch ${batchId}`);
  const unique = [...new Set(userIds)];
  const added = await insertMembers(db, batch, unique);
  const enrolled = await enrolMembers(db, batch.id, unique);
  const courses = added.length ? await batchCourseList(db, batch.id) : [];
  const notifications: NotificationRow[] = [];
  for (const userId of added) {
    for (const course of courses) {
      notifications.push(await notify(db, userId, 'assignment', assignmentPayload(batch, course)));
    }
  }
  return { added, enrolled, notifications };
}

type AssignedCourse = Pick<
  Awaited<ReturnType<typeof batchCourseList>>[number],
  'courseId' | 'slug' | 'title' | 'titleTranslations' | 'dueOn'
>;

/** What an assignment or a reminder names: the course (with its titles, should it go) and the batch. */
export function assignmentPayload(batch: { id: string; name: string }, course: AssignedCourse) {
  return {
    batchId: batch.id,
    batchName: batch.name,
    courseId: course.courseId,
    courseSlug: course.slug,
    courseTitle: course.title,
    courseTitleTranslations: course.titleTranslations,
    dueOn: course.dueOn,
  };
}

type BatchBody = { name: string; startsOn?: string | null; endsOn?: string | null; organizationId?: string };
const NAME_TAKEN = 'This organization already has a batch with this name.';
const nameTaken = () => new HttpError(409, NAME_TAKEN, {}, { name: NAME_TAKEN });

/**
 * The batch when the caller may run it: administrators every batch, an organization manager its
 * own organization's. Any other batch is "not found": a manager may not learn that it exists.
 */
export async function visibleBatch(db: Db, actor: UserRow, id: string): Promise<BatchRow> {
  const batch = await findBatch(db, id);
  if (!batch || !(isAdminRole(actor.role) || batch.organizationId === actor.organizationId)) throw notFound('Batch not found.');
  return batch;
}

export function presentBatch(row: ListedBatch): BatchSummary {
  return {
    id: row.batch.id,
    name: row.batch.name,
    organizationId: row.batch.organizationId,
    organizationName: row.organizationName,
    startsOn: row.batch.startsOn,
    endsOn: row.batch.endsOn,
    learnerCount: row.learnerCount,
    courseCount: row.courseCount,
    nextDueOn: row.nextDueOn,
  };
}

export async function listVisibleBatches(db: Db, actor: UserRow, organizationId: string | undefined): Promise<BatchSummary[]> {
  const scope = isAdminRole(actor.role) ? organizationId : (actor.organizationId ?? '00000000-0000-0000-0000-000000000000');
  return (await listBatches(db, scope)).map(presentBatch);
}

export async function batchDetail(db: Db, actor: UserRow, id: string): Promise<BatchDetail> {
  const batch = await visibleBatch(db, actor, id);
  const [listed, courses, members] = await Promise.all([
    findListedBatch(db, batch.id),
    batchCourseList(db, batch.id),
    batchMemberList(db, batch.id),
  ]);
  if (!listed) throw notFound('Batch not found.');
  return {
    ...presentBatch(listed),
    courses,
    // A learner imported with a mobile number only has no email: the contract gives ''.
    members: members.map((member) => ({ ...member, email: member.email ?? '', addedAt: member.addedAt.toISOString() })),
  };
}

async function ownerOrganization(db: Db, actor: UserRow, body: BatchBody): Promise<string> {
  if (!isAdminRole(actor.role)) {
    if (!actor.organizationId) throw forbidden('Your account belongs to no organization.');
    return actor.organizationId;
  }
  if (!body.organizationId) throw new HttpError(400, 'Choose the organization.', {}, { organizationId: 'Choose the organization.' });
  if (!(await organizationExists(db, body.organizationId))) throw badRequest('The chosen organization does not exist.');
  return body.organizationId;
}

const valuesOf = (body: BatchBody) => ({ name: body.name, startsOn: body.startsOn ?? null, endsOn: body.endsOn ?? null });

export async function createBatch(db: Db, actor: UserRow, body: BatchBody): Promise<BatchDetail> {
  const organizationId = await ownerOrganization(db, actor, body);
  if (await batchNameTaken(db, organizationId, body.name)) throw nameTaken();
  const batch = await insertBatch(db, organizationId, valuesOf(body));
  return batchDetail(db, actor, batch.id);
}

export async function editBatch(db: Db, actor: UserRow, id: string, body: BatchBody): Promise<BatchDetail> {
  const batch = await visibleBatch(db, actor, id);
  if (await batchNameTaken(db, batch.organizationId, body.name, batch.id)) throw nameTaken();
  await updateBatch(db, batch.id, valuesOf(body));
  return batchDetail(db, actor, batch.id);
}

/** Deletes the batch; its learners keep their enrolments and progress. */
export async function removeBatch(db: Db, actor: UserRow, id: string) {
  const batch = await visibleBatch(db, actor, id);
  await deleteBatch(db, batch.id);
}

/**
 * Assigns a course (published only: a learner could not open a draft) with its due date, or
 * changes the date. A course new to the batch enrols every member and tells each of them.
 */
export async function assignCourse(db: Db, actor: UserRow, id: string, courseId: string, dueOn: string | null) {
  const batch = await visibleBatch(db, actor, id);
  const course = await findPublishedCourse(db, courseId);
  if (!course || course.status !== 'published') throw notFound('Course not found.');
  const notifications = await db.transaction(async (tx) => {
    const isNew = await upsertBatchCourse(tx, batch.id, course.courseId, dueOn);
    if (!isNew) return [];
    const members = (await memberIds(tx, batch.id)).map((row) => row.userId);
    await enrolMembers(tx, batch.id, members);
    const payload = assignmentPayload(batch, { ...course, dueOn });
    const made: NotificationRow[] = [];
    for (const userId of members) made.push(await notify(tx, userId, 'assignment', payload));
    return made;
  });
  return { detail: await batchDetail(db, actor, batch.id), notifications };
}

/** Takes the course off the batch; its learners stay enrolled and keep their progress. */
export async function unassignCourse(db: Db, actor: UserRow, id: string, courseId: string) {
  const batch = await visibleBatch(db, actor, id);
  if (!(await deleteBatchCourse(db, batch.id, courseId))) throw notFound('Course not found.');
  return batchDetail(db, actor, batch.id);
}

/** Adds learners of the batch's organization (others are refused as a whole, not skipped). */
export async function addMembers(db: Db, actor: UserRow, id: string, userIds: string[]) {
  const batch = await visibleBatch(db, actor, id);
  const unique = [...new Set(userIds)];
  const known = await learnersOf(db, batch.organizationId, unique);
  if (known.length !== unique.length) throw badRequest('Some of these learners are not in the batch’s organization.');
  const result = await db.transaction((tx) => addLearnersToBatch(tx, batch.id, unique));
  return { result, detail: await batchDetail(db, actor, batch.id) };
}

export async function removeMember(db: Db, actor: UserRow, id: string, userId: string) {
  const batch = await visibleBatch(db, actor, id);
  if (!(await deleteBatchMember(db, batch.id, userId))) throw notFound('Learner not found in this batch.');
  return batchDetail(db, actor, batch.id);
}
