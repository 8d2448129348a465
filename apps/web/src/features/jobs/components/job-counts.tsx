import type { JobKindCounts } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { JobKindName } from './job-kind-name';

const STATES = ['waiting', 'running', 'done', 'parked'] as const;

/** How many jobs of each kind wait, run, are done (this week) or are parked. */
export function JobCounts({ kinds }: { kinds: JobKindCounts[] }) {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(t('jobs.numberLocale'));
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{t('jobs.countsCaption')}</caption>
      <thead>
        <tr className="border-b border-border-strong text-sm text-text-muted">
          <th scope="col" className="py-2 pr-2 font-semibold">
            {t('jobs.columns.kind')}
          </th>
          {STATES.map((state) => (
            <th key={state} scope="col" className="px-2 py-2 text-right font-semibold">
              {t(`jobs.state.${state}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {kinds.map((counts) => (
          <tr key={counts.kind} className="border-b border-border">
            <th scope="row" className="py-2 pr-2 font-normal break-words">
              <JobKindName kind={counts.kind} />
            </th>
            {STATES.map((state) => (
              <td
                key={state}
                className={`px-2 py-2 text-right tabular-nums ${state === 'parked' && counts.parked ? 'font-bold text-danger' : ''}`}
              >
                {number.format(counts[state])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
