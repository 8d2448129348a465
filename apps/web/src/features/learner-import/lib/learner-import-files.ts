import type { LearnerCredential, LearnerImportProblem, LearnerImportRow } from '@jal/contracts';
import type { TFunction } from 'i18next';
import { toCsv } from '@/lib/csv';

/** One mistake in the UI language, with the line it repeats when it is a duplicate. */
export const problemText = (t: TFunction, problem: LearnerImportProblem) =>
  t(`dashboard.import.problem.${problem.code}`, { line: problem.otherLine });

const column = (t: TFunction, name: string) => t(`dashboard.import.column.${name}`);

/** The rows that were not imported, with their mistakes, for the manager to correct. */
export function mistakesReport(t: TFunction, rows: LearnerImportRow[]): string {
  const header = [
    t('dashboard.import.line'),
    ...['name', 'nameHindi', 'email', 'mobile', 'batch', 'organization'].map((name) => column(t, name)),
    t('dashboard.import.problems'),
  ];
  const body = rows
    .filter((row) => row.outcome === 'invalid')
    .map((row) => [
      row.line,
      row.name,
      row.nameHindi,
      row.email,
      row.mobile,
      row.batch,
      row.organization,
      row.problems.map((problem) => `${column(t, problem.field)}: ${problemText(t, problem)}`).join(' '),
    ]);
  return toCsv(header, body);
}

/** The new learners' sign-ins: the one-time password, or a note that it went by email. */
export function credentialsFile(t: TFunction, credentials: LearnerCredential[]): string {
  const header = [t('dashboard.import.line'), column(t, 'name'), column(t, 'email'), column(t, 'mobile'), column(t, 'oneTimePassword')];
  const body = credentials.map((credential) => [
    credential.line,
    credential.name,
    credential.email,
    credential.mobile,
    credential.oneTimePassword ?? column(t, 'sentByEmail'),
  ]);
  return toCsv(header, body);
}
