import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { usePageTitle } from '@/components/page-title';
import { useBatches } from '../api/batches';
import { BatchForm } from '../components/batch-form';
import { formatDate } from '@/lib/locale-format';

/** The batches the caller runs (administrators: every organization's), and a new one. */
export function BatchesPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('batches.title'));
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const batches = useBatches();
  const list = batches.data ?? [];
  return (
    <section>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-text sm:text-3xl">{t('batches.title')}</h1>
          <p className="mt-2 max-w-3xl text-text-muted">{t('batches.intro')}</p>
        </div>
        <button type="button" className={buttonClass.primary} onClick={() => setCreating(true)}>
          {t('batches.create')}
        </button>
      </header>
      {creating ? (
        <div className="mb-6">
          <BatchForm
            onDone={(id) => {
              setCreating(false);
              if (id) void navigate(`/dashboard/users/batches/${id}`);
            }}
          />
        </div>
      ) : null}
      {batches.isSuccess && list.length === 0 ? <p className="text-text-muted">{t('batches.empty')}</p> : null}
      <ul className="grid gap-3 md:grid-cols-2">
        {list.map((batch) => (
          <li key={batch.id} className="rounded-2xl border border-border bg-surface p-4">
            <h2 className="text-lg font-bold">
              <Link to={`/dashboard/users/batches/${batch.id}`} className="text-primary underline-offset-4 hover:underline">
                {batch.name}
              </Link>
            </h2>
            <p className="text-sm text-text-muted">{batch.organizationName}</p>
            <p className="mt-1 text-sm">
              {t('batches.learners', { count: batch.learnerCount })} · {t('batches.courses', { count: batch.courseCount })}
            </p>
            {batch.startsOn && batch.endsOn ? (
              <p className="text-sm text-text-muted">
                {t('batches.dates', { from: formatDate(batch.startsOn, i18n.language), to: formatDate(batch.endsOn, i18n.language) })}
              </p>
            ) : null}
            {batch.nextDueOn ? (
              <p className="text-sm font-semibold">{t('batches.nextDue', { date: formatDate(batch.nextDueOn, i18n.language) })}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
