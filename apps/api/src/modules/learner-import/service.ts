import { randomUUID } from 'node:crypto';
import {
  isAdminRole,
  normaliseMobile,
  type LearnerCredential,
  type LearnerImportMode,
  type LearnerImportPreview,
  type LearnerImportResult,
  type LearnerImportRow,
} from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import type { NotificationRow } from '../../db/schema.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { addLearnersToBatch } from '../../commands/add-learners-to-batch.js';
import { notify } from '../notifications/service.js';
import { checkRows, sameLookups, type CheckedRow, type Lookups } from './check-rows.js';
import { invitationMail } from './invitation-mail.js';
import { hashOneTimePassword, oneTimePassword } from './one-time-password.js';
import { readImportFile, type FileRow } from './read-file.js';
import { insertLearners, type ImportedLearner } from '../users/service.js';
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

export type ImportDelivery = { mailer: Mailer; sendInvitations: boolean; signInUrl: string };

type NewLearner = { row: CheckedRow; user: ImportedLearner; password: string };
type OneTimeSignIn = { password: string; passwordHash: string };

/**
 * Imports the file in one transaction: the valid rows (the invalid ones are reported), or, with
 * `all-or-nothing`, nothing at all unless every row is valid. New learners get a one-time
 * password they must replace at first sign-in; learners with an email receive it by email when
 * mail is set up, the others' passwords come back once, for the manager's list. Rows naming a
 * batch join it (and its courses). The manager is told in the bell when it is done; the notices
 * made (the manager's, and the assignments of learners put in a batch) come back to be emailed.
 */
export async function runImport(
  db: Db,
  actor: UserRow,
  bytes: Uint8Array,
  mode: LearnerImportMode,
  delivery: ImportDelivery,
): Promise<{ result: LearnerImportResult; notices: NotificationRow[] }> {
  const fileRows = await readImportFile(bytes);
  const hasInvalid = (rows: CheckedRow[]) => rows.some((row) => row.outcome === 'invalid');
  const lookups = await lookUpRows(db, actor, fileRows);
  const first = await checkRows(fileRows, lookups, ownOrganization(actor), { paced: true });
  if (mode === 'all-or-nothing' && hasInvalid(first))
    return { result: { ...summary(first), imported: false, credentials: [] }, notices: [] };
  // Hashing thousands of one-time passwords takes seconds: done before the transaction, which then
  // holds the database only for the writes (on the embedded database every request waits for it).
  const signIns = new Map(
    await Promise.all(first.filter((row) => row.outcome === 'new').map(async (row) => [row.line, await oneTimeSignIn()] as const)),
  );
  const { rows, learners, notices } = await db.transaction(async (tx) => {
    // Looked up again inside: an account made or removed meanwhile changes what a row does. Only
    // then are the rows checked again (in a tenth of a second, with the database held).
    const now = await lookUpRows(tx, actor, fileRows);
    const checked = sameLookups(lookups, now) ? first : await checkRows(fileRows, now, ownOrganization(actor), { paced: false });
    if (mode === 'all-or-nothing' && hasInvalid(checked)) return { rows: checked, learners: null, notices: [] };
    const learners = await newLearners(checked, signIns);
    // A taken email or mobile number (an account made meanwhile) fails it all: never half a file.
    await insertLearners(
      tx,
      learners.map((learner) => learner.user),
    );
    const idOfLine = new Map(learners.map((learner) => [learner.row.line, learner.user.id]));
    const byBatch = new Map<string, string[]>();
    for (const row of checked) {
      if (row.outcome === 'invalid' || !row.batchId) continue;
      const id = row.accountId ?? idOfLine.get(row.line)!;
      byBatch.set(row.batchId, [...(byBatch.get(row.batchId) ?? []), id]);
    }
    const made: NotificationRow[] = [];
    for (const [batchId, userIds] of byBatch) made.push(...(await addLearnersToBatch(tx, batchId, userIds)).notifications);
    const counts = summary(checked).counts;
    // `imported` is what the bell and the email say: the learners added by this import.
    made.push(
      await notify(tx, actor.id, 'import-finished', {
        imported: counts.new,
        created: counts.new,
        existing: counts.existing,
        invalid: counts.invalid,
      }),
    );
    return { rows: checked, learners, notices: made };
  });
  if (!learners) return { result: { ...summary(rows), imported: false, credentials: [] }, notices };

  const credentials: LearnerCredential[] = [];
  for (const learner of learners) credentials.push(await credential(delivery, learner));
  return { result: { ...summary(rows), imported: true, credentials }, notices };
}

/** A one-time password and its hash (made on the worker threads, side by side with others). */
async function oneTimeSignIn(): Promise<OneTimeSignIn> {
  const password = oneTimePassword();
  return { password, passwordHash: await hashOneTimePassword(password) };
}

/** The new rows' accounts, each with the one-time password made for its line, or a fresh one for a row new since. */
function newLearners(rows: CheckedRow[], signIns: Map<number, OneTimeSignIn>): Promise<NewLearner[]> {
  return Promise.all(
    rows
      .filter((row) => row.outcome === 'new')
      .map(async (row) => {
        const { password, passwordHash } = signIns.get(row.line) ?? (await oneTimeSignIn());
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

/**
 * A new learner's sign-in for the manager's list: emailed to them when mail is set up and they
 * have an email, else (or when the mail server refuses it) their one-time password, shown once.
 */
async function credential(delivery: ImportDelivery, { row, password }: NewLearner): Promise<LearnerCredential> {
  const base = { line: row.line, name: row.name, email: row.email, mobile: row.mobile };
  if (delivery.sendInvitations && row.email) {
    try {
      await delivery.mailer.send(invitationMail({ name: row.name, email: row.email, password, signInUrl: delivery.signInUrl }));
      return { ...base, oneTimePassword: null, emailed: true };
    } catch {
      // The account stands: the manager hands the password over instead.
    }
  }
  return { ...base, oneTimePassword: password, emailed: false };
}
