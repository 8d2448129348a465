import { LEARNER_IMPORT_COLUMNS, type LearnerImportColumn } from '@jal/contracts';
import { uiStrings } from '@jal/ui-strings';

type Language = 'en' | 'hi';

/** A column's heading in the template, in English or Hindi (the UI strings hold both). */
export function columnHeading(column: LearnerImportColumn, language: Language): string {
  return uiStrings.dashboard?.[`dashboard.import.column.${column}`]?.[language] ?? column;
}

/** A heading as compared: letters and digits only, lower case, Devanagari in one form. */
const headingKey = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '');

/** Other headings people write for the same column, besides the template's two. */
const MORE_HEADINGS: Record<LearnerImportColumn, string[]> = {
  name: ['name', 'full name', 'name english', 'नाम', 'नाम अंग्रेजी'],
  nameHindi: ['hindi name', 'name in hindi', 'हिंदी नाम', 'नाम हिन्दी', 'हिन्दी नाम'],
  email: ['email address', 'e-mail', 'ईमेल पता'],
  mobile: ['mobile', 'mobile no', 'phone', 'phone number', 'मोबाइल', 'फ़ोन', 'फोन'],
  batch: ['batch name', 'बैच का नाम'],
  organization: ['organisation', 'organization name', 'संगठन', 'संस्था का नाम'],
};

const HEADINGS = new Map<string, LearnerImportColumn>(
  LEARNER_IMPORT_COLUMNS.flatMap((column) =>
    [columnHeading(column, 'en'), columnHeading(column, 'hi'), ...MORE_HEADINGS[column]].map(
      (heading) => [headingKey(heading), column] as const,
    ),
  ),
);

/** Which column each heading of the header row is (null for a column the import does not read). */
export function readHeadings(header: string[]): (LearnerImportColumn | null)[] {
  const seen = new Set<LearnerImportColumn>();
  return header.map((heading) => {
    const column = HEADINGS.get(headingKey(heading)) ?? null;
    // A second column of the same name is not read: the first one counts.
    if (!column || seen.has(column)) return null;
    seen.add(column);
    return column;
  });
}

/** The template: the headings and one example row, without the organization column for a manager. */
export function templateRows(language: Language, withOrganization: boolean): string[][] {
  const columns = LEARNER_IMPORT_COLUMNS.filter((column) => withOrganization || column !== 'organization');
  const example: Record<LearnerImportColumn, string> = {
    name: 'Asha Verma',
    nameHindi: 'आशा वर्मा',
    email: 'asha.verma@example.org',
    mobile: '98765 43210',
    batch: '',
    organization: '',
  };
  return [columns.map((column) => columnHeading(column, language)), columns.map((column) => example[column])];
}
