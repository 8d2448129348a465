import { filterBoardRows, type BoardFilter, type ProgressBoard, type ProgressCell } from '@jal/contracts';
import { programmesStrings } from '@jal/ui-strings/programmes';
import type { CsvCell } from '../../lib/csv.js';

type Language = 'en' | 'hi';
const say = (key: string, language: Language) => programmesStrings[key]?.[language] ?? key;

/** A cell of the board as one line of text, in the reader's language. */
function cellText(cell: ProgressCell, language: Language): string {
  const parts =
    cell.state === 'completed'
      ? [`${say('board.state.completed', language)} ${cell.completedAt?.slice(0, 10) ?? ''}`.trim()]
      : cell.state === 'in-progress'
        ? [`${cell.percent}%`]
        : [say('board.state.notStarted', language)];
  if (cell.certificateCode) parts.push(`${say('board.certificate', language)} ${cell.certificateCode}`);
  if (cell.overdue) parts.push(say('board.overdue', language));
  return parts.join(' · ');
}

/** The board as rows of a table (headings first), filtered as on the page. */
export function boardTable(board: ProgressBoard, filter: BoardFilter, search: string | undefined, language: Language): CsvCell[][] {
  const titleOf = (course: ProgressBoard['courses'][number]) => course.titleTranslations[language] || course.title;
  const dueOf = (course: ProgressBoard['courses'][number]) => (course.dueOn ? ` (${say('board.due', language)} ${course.dueOn})` : '');
  const headings = [
    say('board.learner', language),
    say('board.email', language),
    ...board.courses.map((course) => `${titleOf(course)}${dueOf(course)}`),
  ];
  const rows = filterBoardRows(board.rows, filter, search).map((row) => [
    row.name,
    row.email,
    ...row.cells.map((cell) => cellText(cell, language)),
  ]);
  return [headings, ...rows];
}
