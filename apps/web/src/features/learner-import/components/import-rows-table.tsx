import { LEARNER_IMPORT_COLUMNS, type LearnerImportRow } from '@jal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from '../lib/learner-import-files';

/** A screenful of rows at most: a 5,000-row file is read in the downloadable list. */
const SHOWN_ROWS = 200;

const OUTCOME_KEYS = {
  new: 'dashboard.import.outcomeNew',
  existing: 'dashboard.import.outcomeExisting',
  invalid: 'dashboard.import.outcomeInvalid',
} as const;

const OUTCOME_STYLES = {
  new: 'text-alert-success-text',
  existing: 'text-text-muted',
  invalid: 'font-semibold text-danger',
} as const;

/** The file's rows with what happens to each, and each mistake beside its row. */
export function ImportRowsTable({ rows, withOrganization }: { rows: LearnerImportRow[]; withOrganization: boolean }) {
  const { t } = useTranslation();
  const [onlyMistakes, setOnlyMistakes] = useState(rows.some((row) => row.outcome === 'invalid'));
  const listed = onlyMistakes ? rows.filter((row) => row.outcome === 'invalid') : rows;
  const shown = listed.slice(0, SHOWN_ROWS);
  const columns = LEARNER_IMPORT_COLUMNS.filter((column) => withOrganization || column !== 'organization');
  return (
    <div className="flex flex-col gap-2">
      <label className="flex min-h-11 items-center gap-2 self-start">
        <input type="checkbox" className="h-5 w-5" checked={onlyMistakes} onChange={(event) => setOnlyMistakes(event.target.checked)} />
        {t('dashboard.import.onlyMistakes')}
      </label>
      {/* The table scrolls sideways on a phone rather than squeezing each column to a letter. */}
      <div className="overflow-x-auto rounded-lg border border-border" tabIndex={0} role="region" aria-labelledby="import-rows-caption">
        <table className="min-w-full text-left text-sm">
          <caption id="import-rows-caption" className="sr-only">
            {t('dashboard.import.rowsCaption')}
          </caption>
          <thead className="bg-surface-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('dashboard.import.line')}
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2">
                  {t(`dashboard.import.column.${column}`)}
                </th>
              ))}
              <th scope="col" className="px-3 py-2">
                {t('dashboard.import.outcome')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('dashboard.import.problems')}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.line} className="border-t border-border align-top">
                <th scope="row" className="px-3 py-2 font-normal">
                  {row.line}
                </th>
                {columns.map((column) => (
                  <td key={column} className="px-3 py-2 break-words">
                    {row[column]}
                  </td>
                ))}
                <td className={`px-3 py-2 ${OUTCOME_STYLES[row.outcome]}`}>{t(OUTCOME_KEYS[row.outcome])}</td>
                <td className="px-3 py-2">
                  {row.problems.length ? (
                    <ul className="flex min-w-48 flex-col gap-1">
                      {row.problems.map((problem) => (
                        <li key={`${problem.field}-${problem.code}`}>
                          <span className="font-semibold">{t(`dashboard.import.column.${problem.field}`)}:</span> {problemText(t, problem)}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {listed.length > shown.length ? (
        <p className="text-sm text-text-muted">{t('dashboard.import.moreRows', { shown: shown.length, total: listed.length })}</p>
      ) : null}
    </div>
  );
}
