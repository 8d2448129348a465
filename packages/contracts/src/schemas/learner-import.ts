import { z } from 'zod';

/** The most rows one file may hold: a district's field workers, with room to spare. */
export const LEARNER_IMPORT_MAX_ROWS = 10_000;
/** The largest file accepted (CSV or XLSX). */
export const LEARNER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** The columns of an import file, in the template's order. `organization` is read for administrators only. */
export const LEARNER_IMPORT_COLUMNS = ['name', 'nameHindi', 'email', 'mobile', 'batch', 'organization'] as const;
export type LearnerImportColumn = (typeof LEARNER_IMPORT_COLUMNS)[number];

/**
 * Why a row cannot be imported. The web app shows each in the UI language by its code; the
 * English message goes with it for every other client.
 */
export const LEARNER_IMPORT_PROBLEMS = [
  'nameMissing',
  'nameInvalid',
  'nameHindiInvalid',
  'contactMissing',
  'emailInvalid',
  'mobileInvalid',
  'duplicateInFile',
  'accountInOtherOrganization',
  'contactsOnTwoAccounts',
  'cannotImport',
  'batchUnknown',
  'organizationMissing',
  'organizationUnknown',
] as const;
export type LearnerImportProblemCode = (typeof LEARNER_IMPORT_PROBLEMS)[number];

export const learnerImportProblem = z.object({
  field: z.enum(LEARNER_IMPORT_COLUMNS),
  code: z.enum(LEARNER_IMPORT_PROBLEMS),
  message: z.string(),
  /** For a duplicate: the line the same email or mobile number appears on first. */
  otherLine: z.number().int().optional(),
});
export type LearnerImportProblem = z.infer<typeof learnerImportProblem>;

/**
 * What happens to a row: a new learner, a learner the organization already has (added to the
 * row's batch, nothing else changes), or nothing because of its problems.
 */
export const LEARNER_IMPORT_OUTCOMES = ['new', 'existing', 'invalid'] as const;

export const learnerImportRow = z.object({
  /** The row's line in the file, the header being line 1. */
  line: z.number().int(),
  name: z.string(),
  nameHindi: z.string().nullable(),
  email: z.string().nullable(),
  /** The 10 digits when the number is valid, else as written. */
  mobile: z.string().nullable(),
  batch: z.string().nullable(),
  organization: z.string().nullable(),
  outcome: z.enum(LEARNER_IMPORT_OUTCOMES),
  problems: z.array(learnerImportProblem),
});
export type LearnerImportRow = z.infer<typeof learnerImportRow>;

export const learnerImportCounts = z.object({
  rows: z.number().int(),
  new: z.number().int(),
  existing: z.number().int(),
  invalid: z.number().int(),
});

export const learnerImportPreview = z.object({ rows: z.array(learnerImportRow), counts: learnerImportCounts });
export type LearnerImportPreview = z.infer<typeof learnerImportPreview>;

/** `valid-rows`: import the valid rows and report the others; `all-or-nothing`: import nothing unless every row is valid. */
export const LEARNER_IMPORT_MODES = ['valid-rows', 'all-or-nothing'] as const;
export type LearnerImportMode = (typeof LEARNER_IMPORT_MODES)[number];

/** A new learner's sign-in, shown once: the one-time password, or null when it goes by email (`emailed`: the invitation is queued). */
export const learnerCredential = z.object({
  line: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  oneTimePassword: z.string().nullable(),
  emailed: z.boolean(),
});
export type LearnerCredential = z.infer<typeof learnerCredential>;

export const learnerImportResult = learnerImportPreview.extend({
  /** False when "all or nothing" met an invalid row: then nothing was imported. */
  imported: z.boolean(),
  credentials: z.array(learnerCredential),
  /**
   * The invitations queued for the learners with an email (when mail is set up): they are sent
   * after the answer, and `id` names them for their progress (API.learnerImportInvitations).
   * Null when none was queued.
   */
  invitations: z.object({ id: z.uuid(), total: z.number().int() }).nullable(),
});
export type LearnerImportResult = z.infer<typeof learnerImportResult>;

export const learnerImportTemplateQuery = z.strictObject({
  format: z.enum(['csv', 'xlsx'], { error: 'format must be csv or xlsx.' }).default('csv'),
  language: z.enum(['en', 'hi'], { error: 'language must be en or hi.' }).default('en'),
});
export type LearnerImportTemplateQuery = z.input<typeof learnerImportTemplateQuery>;
