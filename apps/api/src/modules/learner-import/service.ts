import { randomUUID } from 'node:crypto';
import {
  isAdminRole,
  normaliseMobile,
  type LearnerCredential,
  type LearnerImportMode,
  type LearnerImportPreview,
  type LearnerImportResult,
  type LearnerImportRow,
  type JobProgress,
} from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { notFound } from '../../lib/http-error.js';
import { importLearners } from '../../commands/import-learners.js';
import { groupProgress, type JobQueue } from '../jobs/service.js';
import type { NotificationMailer } from '../notifications/service.js';
import { checkRows, sameLookups, type CheckedRow, type Lookups } from './check-rows.js';
import { INVITATION_JOB, NOT_YET_SENT } from './invitations.js';
import { hashOneTimePassword, oneTimePassword } from './one-time-password.js';
import { readImportFile, type FileRow } from './read-file.js';
import type { ImportedLearner } from '../users/service.js';
import { loadLookups } from './repository.js';

/** The rows as the caller sees them: without the ids the import uses. */
const shown = (rows: CheckedRow[]): LearnerImportRow[] =>
  rows.map(({ organizationId: _organization, batchId: _batch, accountId: _account, ...row }) => row);

function summary(rows: CheckedRow[]): LearnerImportPreview {
  const count = (outcome: LearnerImportRow['outcome']) => rows.filter((row) => row.outcome === outcome).length;
  return { rows: shown(rows), counts: { rows: rows.length, new: count('new'), existing: count('existing'), invalid: count('invalid') } };
}

/** The organization a manager's rows join; null for an administrator, whose rows name theirs. */
const ownOrganization = (actor: UserRow) => (isAdminRole(actor.role) ? null : actor.organizationId);

/** What the database holds of the accounts, organizations and batches the rows name. */
function lookUpRows(db: Db, actor: UserRow, rows: FileRow[]): Promise<Lookups> {
  const organizationId = ownOrganization(actor);
  const distinct = (values: (string | undefined)[]) => [...new Set(values.filter((value): value is string => !!value))];
  return loadLookups(db, {
    emails: distinct(rows.map((row) => row.email?.toLowerCase())),
    mobiles: distinct(rows.map((row) => normaliseMobile(row.mobile ?? '') ?? undefined)),
    organizationNames: organizationId ? [] : distinct(rows.map((row) => row.organization?.toLowerCase())),
    organizationIds: organizationId ? [organizationId] : [],
  });
}

/** Every row of the file with what importing it would do; nothing is changed. */
export async function previewImport(db: Db, actor: UserRow, bytes: Uint8Array): Promise<LearnerImportPreview> {
  const rows = await readImportFile(bytes);
  return summary(await checkRows(rows, await lookUpRows(db, actor, rows), ownOrganization(actor), { paced: true }));
}

/**
 * What leaves after the import: `sendInvitations` when mail really leaves (learners with an
 * email are then sent their invitation by the job queue), and the notices' email.
 */
export type ImportDelivery = { jobs: JobQueue; sendInvitations: boolean; notices: NotificationMailer };

/** A new learner, with the one-time password to show the manager (null when it goes by email). */
type NewLearner = { row: CheckedRow; user: ImportedLearner; password: string | null };
type OneTimeSignIn = { password: string; passwordHash: string };

/**
 * Imports the file in one transaction: the valid rows (the invalid ones are reported), or, with
 * `all-or-nothing`, nothing at all unless every row is valid. New learners get a one-time
 * password they must replace at first sign-in; learners with an email are sent theirs by the job
 * queue when mail is set up (queued in the same transaction, so an import never loses one), the
 * others' passwords come back once, for the manager's list. Rows naming a batch join it (and its
 * courses). The manager is told in the bell when it is done, and the notices' email is queued too
 * (those writes are the import-learners command's). The answer does not wait for any email: a
 * file of thousands answers in about a second.
 */
export async function runImport(
  db: Db,
  actor: UserRow,
  bytes: Uint8Array,
  mode: LearnerImportMode,
  delivery: ImportDelivery,
): Promise<LearnerImportResult> {
  const fileRows = await readImportFile(bytes);
  const hasInvalid = (rows: CheckedRow[]) => rows.some((row) => row.outcome === 'invalid');
  const lookups = await lookUpRows(db, actor, fileRows);
  const first = await checkRows(fileRows, lookups, ownOrganization(actor), { paced: true });
  if (mode === 'all-or-nothing' && hasInvalid(first)) return { ...summary(first), imported: false, credentials: [], invitations: null };
  const emailed = (row: CheckedRow) => delivery.sendInvitations && !!row.email;
  // Hashing thousands of one-time passwords takes seconds: done before the transaction, which then
  // holds the database only for the writes (on the embedded database every request waits for it).
  // Those sent by email are made by the job that sends each, never kept in the queue.
  const signIns = new Map(
    await Promise.all(
      first.filter((row) => row.outcome === 'new' && !emailed(row)).map(async (row) => [row.line, await oneTimeSignIn()] as const),
    ),
  );
  const importId = randomUUID();
  const { rows, learners } = await db.transaction(async (tx) => {
    // Looked up again inside: an account made or removed meanwhile changes what a row does. Only
    // then are the rows checked again (in a tenth of a second, with the database held).
    const now = await lookUpRows(tx, actor, fileRows);
    const checked = sameLookups(lookups, now) ? first : await checkRows(fileRows, now, ownOrganization(actor), { paced: false });
    if (mode === 'all-or-nothing' && hasInvalid(checked)) return { rows: checked, learners: null };
    const learners = await newLearners(checked, signIns, emailed);
    const idOfLine = new Map(learners.map((learner) => [learner.row.line, learner.user.id]));
    const batchMembers = new Map<string, string[]>();
    for (const row of checked) {
      if (row.outcome === 'invalid' || !row.batchId) continue;
      const id = row.accountId ?? idOfLine.get(row.line)!;
      batchMembers.set(row.batchId, [...(batchMembers.get(row.batchId) ?? []), id]);
    }
    const invited = learners.filter((learner) => learner.password === null);
    await importLearners(tx, {
      actorId: actor.id,
      learners: learners.map((learner) => learner.user),
      batchMembers,
      counts: summary(checked).counts,
      invitations: invited.map((learner) => ({
        kind: INVITATION_JOB,
        payload: { userId: learner.user.id },
        groupId: importId,
        createdBy: actor.id,
      })),
      jobs: delivery.jobs,
      notices: delivery.notices,
    });
    return { rows: checked, learners: { all: learners, invited: invited.length } };
  });
  if (!learners) return { ...summary(rows), imported: false, credentials: [], invitations: null };
  // Once the answer is on its way: the first sends would only slow it down.
  setImmediate(() => delivery.jobs.wake());
  return {
    ...summary(rows),
    imported: true,
    credentials: learners.all.map(credential),
    invitations: learners.invited ? { id: importId, total: learners.invited } : null,
  };
}

/** A one-time password and its hash (made on the worker threads, side by side with others). */
async function oneTimeSignIn(): Promise<OneTimeSignIn> {
  const password = oneTimePassword();
  return { password, passwordHash: await hashOneTimePassword(password) };
}

/**
 * The new rows' accounts, each with the one-time password made for its line, or a fresh one for a
 * row new since; those `emailed` have none until their invitation is sent.
 */
function newLearners(
  rows: CheckedRow[],
  signIns: Map<number, OneTimeSignIn>,
  emailed: (row: CheckedRow) => boolean,
): Promise<NewLearner[]> {
  return Promise.all(
    rows
      .filter((row) => row.outcome === 'new')
      .map(async (row) => {
        const { password, passwordHash } = emailed(row)
          ? { password: null, passwordHash: NOT_YET_SENT }
          : (signIns.get(row.line) ?? (await oneTimeSignIn()));
        const user: ImportedLearner = {
          id: randomUUID(),
          name: row.name,
          hindiName: row.nameHindi,
          email: row.email,
          mobile: row.mobile,
          passwordHash,
          organizationId: row.organizationId,
        };
        return { row, user, password };
      }),
  );
}

/** A new learner's sign-in for the manager's list: their one-time password, shown once, or "emailed". */
function credential({ row, password }: NewLearner): LearnerCredential {
  return { line: row.line, name: row.name, email: row.email, mobile: row.mobile, oneTimePassword: password, emailed: password === null };
}

/** How many of an import's invitations are sent, waiting and failed: for whoever ran it, and administrators. */
export async function invitationProgress(db: Db, actor: UserRow, importId: string): Promise<JobProgress> {
  const progress = await groupProgress(db, importId, isAdminRole(actor.role) ? null : actor.id);
  if (!progress) throw notFound('There is no such import.');
  return progress;
}
