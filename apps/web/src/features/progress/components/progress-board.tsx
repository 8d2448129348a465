import { API } from '@jal/contracts/core';
import { filterBoardRows, type BoardFilter, type ProgressBoard, type ProgressCell, type ProgressRow } from '@jal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { controlClass } from '@/components/form-field';
import { apiPath } from '@/lib/api-client';
import { localized } from '@/lib/localized';
import { formatDate } from '@/lib/locale-format';

type Sort = 'name' | 'progress' | 'overdue';

const average = (row: ProgressRow) => row.cells.reduce((sum, cell) => sum + cell.percent, 0) / Math.max(1, row.cells.length);
const overdueCount = (row: ProgressRow) => row.cells.filter((cell) => cell.overdue).length;
const SORTS: Record<Sort, (a: ProgressRow, b: ProgressRow) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  progress: (a, b) => average(a) - average(b) || a.name.localeCompare(b.name),
  overdue: (a, b) => overdueCount(b) - overdueCount(a) || a.name.localeCompare(b.name),
};

function Cell({ cell }: { cell: ProgressCell }) {
  const { t, i18n } = useTranslation();
  const text =
    cell.state === 'completed'
      ? t('board.completedOn', { date: cell.completedAt ? formatDate(cell.completedAt, i18n.language) : '' })
      : cell.state === 'in-progress'
        ? t('board.percentDone', { percent: cell.percent })
        : t('board.state.notStarted');
  return (
    <td className={`px-3 py-2 align-top ${cell.overdue ? 'bg-danger/10' : ''}`}>
      <span className={cell.state === 'completed' ? 'font-semibold text-success' : ''}>{text}</span>
      {cell.certificateCode ? (
        <span className="block text-xs text-text-muted">
          {t('board.certificate')} {cell.certificateCode}
        </span>
      ) : null}
      {cell.overdue ? <span className="block text-xs font-bold text-danger">{t('board.overdue')}</span> : null}
    </td>
  );
}

/** Learners × courses with sorting, the overdue / not-started filters, search and the downloads. */
export function ProgressBoardView({ board }: { board: ProgressBoard }) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<BoardFilter>('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>('name');
  const rows = [...filterBoardRows(board.rows, filter, search)].sort(SORTS[sort]);
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  // A plain link: the browser downloads the file itself, signed in by the session cookie.
  const exportUrl = (format: 'csv' | 'xlsx') =>
    apiPath(API.batchProgressExport(board.batch.id), { format, filter, lang: language, search: search.trim() });

  if (board.rows.length === 0 || board.courses.length === 0) return <p className="text-text-muted">{t('board.empty')}</p>;
  return (
    <div>
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <label className="grid gap-1 text-sm font-semibold">
          {t('board.search')}
          <input type="search" className={controlClass} value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          {t('board.filterLabel')}
          <select className={controlClass} value={filter} onChange={(event) => setFilter(event.target.value as BoardFilter)}>
            <option value="all">{t('board.filter.all')}</option>
            <option value="overdue">{t('board.filter.overdue')}</option>
            <option value="not-started">{t('board.filter.notStarted')}</option>
          </select>
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          {t('board.sortLabel')}
          <select className={controlClass} value={sort} onChange={(event) => setSort(event.target.value as Sort)}>
            <option value="name">{t('board.sort.name')}</option>
            <option value="progress">{t('board.sort.progress')}</option>
            <option value="overdue">{t('board.sort.overdue')}</option>
          </select>
        </label>
      </div>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <p className="text-sm text-text-muted" aria-live="polite">
          {t('board.shown', { shown: rows.length, total: board.rows.length })}
        </p>
        <a className="min-h-11 content-center font-semibold text-primary underline" href={exportUrl('csv')} download>
          {t('board.exportCsv')}
        </a>
        <a className="min-h-11 content-center font-semibold text-primary underline" href={exportUrl('xlsx')} download>
          {t('board.exportXlsx')}
        </a>
      </div>
      {rows.length === 0 ? <p className="text-text-muted">{t('board.noMatches')}</p> : null}
      <div className="overflow-x-auto rounded-2xl border border-border" tabIndex={0} role="region" aria-label={t('board.title')}>
        <table className="min-w-full text-sm">
          <thead className="bg-surface-muted text-left">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('board.learner')}
              </th>
              {board.courses.map((course) => (
                <th key={course.courseId} scope="col" className="min-w-40 px-3 py-2">
                  {localized(course.titleTranslations, i18n.language, course.title)}
                  {course.dueOn ? (
                    <span className="block text-xs font-normal">{t('board.dueOn', { date: formatDate(course.dueOn, i18n.language) })}</span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => (
              <tr key={row.userId}>
                <th scope="row" className="px-3 py-2 text-left align-top">
                  {/* Narrow on a phone (a cell's own max-width is not kept): a long email breaks, so the first course shows beside the name. */}
                  <div className="min-w-28 max-w-40 sm:max-w-none">
                    <Link
                      to={`/dashboard/users/${row.userId}/progress`}
                      className="text-primary underline-offset-4 hover:underline"
                      aria-label={t('board.openLearner', { name: row.name })}
                    >
                      {row.name}
                    </Link>
                    <span className="block text-xs font-normal break-all text-text-muted">{row.email}</span>
                  </div>
                </th>
                {row.cells.map((cell) => (
                  <Cell key={cell.courseId} cell={cell} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
