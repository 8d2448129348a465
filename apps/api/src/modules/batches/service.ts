import { isAdminRole, type BatchDetail, type BatchSummary } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import type { BatchRow } from '../../db/schema.js';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.js';
import { courseSummaries } from '../courses/service.js';
import { organizationExists, organizationNames } from '../organizations/service.js';
import { peopleByIds, usersOfOrganization } from '../users/service.js';
import {
  batchCourseRows,
  batchMemberRows,
  batchNameTaken,
  deleteBatch,
  deleteBatchCourse,
  deleteBatchMember,
  findBatch,
  insertBatch,
  listBatches,
  updateBatch,
} from './repository.js';

/** A batch with its organization's name and its counts, as lists show it. */
export type ListedBatch = Awaited<ReturnType<typeof listBatches>>[number] & { organizationName: string };

/** Batches with their organization's name, by that name and then the newest first; of one organization when given. */
async function listedBatches(db: Db, organizationId: string | undefined): Promise<ListedBatch[]> {
  const rows = await listBatches(db, organizationId);
  const names = await organizationNames(db, [...new Set(rows.map((row) => row.batch.organizationId))]);
  const rank = new Map(names.map((row, index) => [row.id, index]));
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return rows
    .filter((row) => nameOf.has(row.batch.organizationId))
    .map((row) => ({ ...row, organizationName: nameOf.get(row.batch.organizationId)! }))
    .sort((a, b) => rank.get(a.batch.organizationId)! - rank.get(b.batch.organizationId)!);
}

export async function findListedBatch(db: Db, id: string): Promise<ListedBatch | undefined> {
  const batch = await findBatch(db, id);
  if (!batch) return undefined;
  return (await listedBatches(db, batch.organizationId)).find((row) => row.batch.id === id);
}

/** The batch's courses with their due dates and the titles a notice shows, in the catalogue's order. */
export async function batchCourseList(db: Db, batchId: string) {
  const rows = await batchCourseRows(db, batchId);
  const dueOn = new Map(rows.map((row) => [row.courseId, row.dueOn]));
  const courses = await courseSummaries(db, [...dueOn.keys()]);
  return courses.map(({ id, slug, title, titleTranslations }) => ({
    courseId: id,
    dueOn: dueOn.get(id) ?? null,
    slug,
    title,
    titleTranslations,
  }));
}

/** The batch's learners with their names and emails, by name. */
export async function batchMemberList(db: Db, batchId: string) {
  const rows = await batchMemberRows(db, batchId);
  const addedAt = new Map(rows.map((row) => [row.userId, row.addedAt]));
  const people = await peopleByIds(db, [...addedAt.keys()]);
  return people.map((person) => ({ userId: person.id, name: person.name, email: person.email, addedAt: addedAt.get(person.id)! }));
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
  return (await listedBatches(db, scope)).map(presentBatch);
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
  if (!(await organizationExists(db, body.organizationId)))
    throw badRequest('The chosen organization does not exist.').coded('ORGANIZATION_MISSING');
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
 * The batch and the course to assign to it: a published course only (a learner could not open a
 * draft). The assignment itself (the course, its enrolments and notices) is a command's.
 */
export async function assignableCourse(db: Db, actor: UserRow, id: string, courseId: string) {
  const batch = await visibleBatch(db, actor, id);
  const [course] = await courseSummaries(db, [courseId]);
  if (!course || course.status !== 'published') throw notFound('Course not found.');
  return { batch, course: { courseId: course.id, slug: course.slug, title: course.title, titleTranslations: course.titleTranslations } };
}

/** Takes the course off the batch; its learners stay enrolled and keep their progress. */
export async function unassignCourse(db: Db, actor: UserRow, id: string, courseId: string) {
  const batch = await visibleBatch(db, actor, id);
  if (!(await deleteBatchCourse(db, batch.id, courseId))) throw notFound('Course not found.');
  return batchDetail(db, actor, batch.id);
}

/** The batch, when every one of `userIds` is a learner of its organization (others are refused as a whole, not skipped). */
export async function batchForNewMembers(db: Db, actor: UserRow, id: string, userIds: string[]) {
  const batch = await visibleBatch(db, actor, id);
  const unique = [...new Set(userIds)];
  const known = await usersOfOrganization(db, batch.organizationId, unique, 'USER');
  if (known.length !== unique.length) throw badRequest('Some of these learners are not in the batch’s organization.');
  return batch;
}

export async function removeMember(db: Db, actor: UserRow, id: string, userId: string) {
  const batch = await visibleBatch(db, actor, id);
  if (!(await deleteBatchMember(db, batch.id, userId))) throw notFound('Learner not found in this batch.');
  return batchDetail(db, actor, batch.id);
}

// What the batch commands and the progress board use of a batch.
export { findBatch, insertMembers, memberCoursePairs, memberIds, upsertBatchCourse } from './repository.js';
