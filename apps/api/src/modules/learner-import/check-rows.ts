import {
  emailField,
  hindiNameField,
  nameField,
  normaliseMobile,
  type LearnerImportColumn,
  type LearnerImportProblem,
  type LearnerImportProblemCode,
  type LearnerImportRow,
} from '@jal/contracts';
import { pacedWork } from '../../lib/paced-work.js';
import type { FileRow } from './read-file.js';

/** An account the file's email or mobile number already belongs to. */
export type KnownAccount = { id: string; email: string | null; mobile: string | null; role: string; organizationId: string | null };

/** What the database knows of the file's people, organizations and batches. */
export type Lookups = {
  accountsByEmail: Map<string, KnownAccount>;
  accountsByMobile: Map<string, KnownAccount>;
  /** Lower-cased organization name → id (administrators' imports only). */
  organizationsByName: Map<string, string>;
  /** `organizationId|lower-cased batch name` → batch id. */
  batchesByName: Map<string, string>;
};

/** Whether two looks at the database found the same accounts, organizations and batches. */
export function sameLookups(one: Lookups, other: Lookups): boolean {
  const entries = (lookups: Lookups) =>
    JSON.stringify(Object.values(lookups).map((map: Map<string, unknown>) => [...map].sort(([a], [b]) => a.localeCompare(b))));
  return entries(one) === entries(other);
}

/** A row with what importing it does: the learner's organization, batch and existing account. */
export type CheckedRow = LearnerImportRow & { organizationId: string | null; batchId: string | null; accountId: string | null };

const MESSAGES: Record<LearnerImportProblemCode, string> = {
  nameMissing: 'The name is missing.',
  nameInvalid: 'The name must be 2 to 100 characters.',
  nameHindiInvalid: 'The Hindi name must be written in Devanagari, 2 to 100 characters.',
  contactMissing: 'Give an email or a mobile number.',
  emailInvalid: 'This is not a valid email address.',
  mobileInvalid: 'This is not a 10-digit Indian mobile number.',
  duplicateInFile: 'This also appears on an earlier line of the file.',
  accountInOtherOrganization: 'This person already has an account in another organization (or is not a learner).',
  contactsOnTwoAccounts: 'The email and the mobile number belong to two different accounts.',
  cannotImport: 'This learner cannot be imported.',
  batchUnknown: 'The organization has no batch with this name.',
  organizationMissing: 'The organization is missing.',
  organizationUnknown: 'There is no organization with this name.',
};

const problem = (field: LearnerImportColumn, code: LearnerImportProblemCode, otherLine?: number): LearnerImportProblem => ({
  field,
  code,
  message: otherLine ? `This also appears on line ${otherLine} of the file.` : MESSAGES[code],
  ...(otherLine ? { otherLine } : {}),
});

const orNull = (value: string | undefined) => (value ? value : null);

/**
 * Checks every row against the rules and what the database holds. `organizationId` is the
 * manager's organization, or null for an administrator, whose rows name their organization.
 * Ten thousand rows take a tenth of a second or more: `paced`, other requests are answered
 * meanwhile; inside a transaction, which holds the embedded database, the sooner done the better.
 */
export async function checkRows(
  rows: FileRow[],
  lookups: Lookups,
  organizationId: string | null,
  { paced }: { paced: boolean },
): Promise<CheckedRow[]> {
  const firstLineOf = new Map<string, number>();
  const work = pacedWork({ deadlineMs: 60_000 });
  const checked: CheckedRow[] = [];
  for (const row of rows) {
    if (paced) await work.breathe();
    checked.push(checkRow(row, lookups, organizationId, firstLineOf));
  }
  return checked;
}

/** One row's outcome; `firstLineOf` remembers each email and mobile number seen on earlier lines. */
function checkRow(row: FileRow, lookups: Lookups, organizationId: string | null, firstLineOf: Map<string, number>): CheckedRow {
  const problems: LearnerImportProblem[] = [];
  const name = row.name ?? '';
  if (!name) problems.push(problem('name', 'nameMissing'));
  else if (!nameField.safeParse(name).success) problems.push(problem('name', 'nameInvalid'));
  if (row.nameHindi && !hindiNameField.safeParse(row.nameHindi).success) problems.push(problem('nameHindi', 'nameHindiInvalid'));

  let email: string | null = null;
  if (row.email) {
    const parsed = emailField.safeParse(row.email);
    if (parsed.success) email = parsed.data.toLowerCase();
    else problems.push(problem('email', 'emailInvalid'));
  }
  let mobile: string | null = null;
  if (row.mobile) {
    mobile = normaliseMobile(row.mobile);
    if (!mobile) problems.push(problem('mobile', 'mobileInvalid'));
  }
  if (!row.email && !row.mobile) problems.push(problem(row.mobile === undefined ? 'email' : 'mobile', 'contactMissing'));

  for (const [field, value] of [
    ['email', email],
    ['mobile', mobile],
  ] as const) {
    if (!value) continue;
    const first = firstLineOf.get(`${field}:${value}`);
    if (first) problems.push(problem(field, 'duplicateInFile', first));
    else firstLineOf.set(`${field}:${value}`, row.line);
  }

  let rowOrganization = organizationId;
  if (organizationId === null) {
    if (!row.organization) problems.push(problem('organization', 'organizationMissing'));
    else {
      rowOrganization = lookups.organizationsByName.get(row.organization.toLowerCase()) ?? null;
      if (!rowOrganization) problems.push(problem('organization', 'organizationUnknown'));
    }
  }

  let batchId: string | null = null;
  if (row.batch && rowOrganization) {
    batchId = lookups.batchesByName.get(`${rowOrganization}|${row.batch.toLowerCase()}`) ?? null;
    if (!batchId) problems.push(problem('batch', 'batchUnknown'));
  }

  const byEmail = email ? lookups.accountsByEmail.get(email) : undefined;
  const byMobile = mobile ? lookups.accountsByMobile.get(mobile) : undefined;
  const account = byEmail ?? byMobile;
  const isOwnLearner = (known: KnownAccount) => known.role === 'USER' && known.organizationId === rowOrganization;
  const contactField = byEmail ? 'email' : 'mobile';
  // A manager learns nothing of accounts beyond its organization: not even that they exist.
  if (organizationId !== null && [byEmail, byMobile].some((known) => known && !isOwnLearner(known))) {
    problems.push(problem(contactField, 'cannotImport'));
  } else if (byEmail && byMobile && byEmail.id !== byMobile.id) problems.push(problem('mobile', 'contactsOnTwoAccounts'));
  else if (account && rowOrganization && !isOwnLearner(account)) problems.push(problem(contactField, 'accountInOtherOrganization'));

  const outcome = problems.length ? 'invalid' : account ? 'existing' : 'new';
  return {
    line: row.line,
    name,
    nameHindi: orNull(row.nameHindi),
    email: email ?? orNull(row.email),
    mobile: mobile ?? orNull(row.mobile),
    batch: orNull(row.batch),
    organization: orNull(row.organization),
    outcome,
    problems,
    organizationId: rowOrganization,
    batchId,
    accountId: account?.id ?? null,
  };
}
