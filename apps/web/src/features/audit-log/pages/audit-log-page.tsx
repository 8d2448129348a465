import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { ListEmpty, ListError, ListLoading } from '@/components/list-states';
import { usePageTitle } from '@/components/page-title';
import { Pager } from '@/components/pager';
import { useListParams } from '@/lib/use-list-params';
import { useMediaQuery } from '@/lib/use-media-query';
import { auditLogCsvHref, useAuditLog } from '../api/audit-log';
import { AuditLogEntries } from '../components/audit-log-entries';
import { AuditLogFilters } from '../components/audit-log-filters';
import { AUDIT_PAGE_SIZE, auditLogFilterQuery, auditLogSearch, isRangeBackwards, parseAuditLogParams } from '../lib/audit-log-params';

/** The audit log (super administrators): who changed what from the dashboard, and the security events; filtered, paged, exportable. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const title = t('dashboard.pages.auditLog');
  usePageTitle(title);
  const heading = useRef<HTMLHeadingElement>(null);
  const wide = useMediaQuery('(min-width: 64rem)');
  const { params, update, searchFor } = useListParams(parseAuditLogParams, auditLogSearch);
  const backwards = isRangeBackwards(params);
  const filter = auditLogFilterQuery(params);
  const list = useAuditLog({ ...filter, page: params.page, limit: AUDIT_PAGE_SIZE }, !backwards);
  const data = backwards ? undefined : list.data;
  const filtered = !!(params.area || params.actor || params.from || params.to);

  return (
    <section aria-labelledby="audit-log-title">
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 id="audit-log-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-text sm:text-3xl">
            {title}
          </h1>
          <p className="mt-2 max-w-3xl text-text-muted">{t('auditLog.intro')}</p>
          <p className="mt-2 max-w-3xl text-text-muted">{t('auditLog.introSecurity')}</p>
        </div>
        {backwards ? null : (
          <a href={auditLogCsvHref(filter)} download className={buttonClass.secondary}>
            {t('auditLog.export')}
          </a>
        )}
      </header>
      <AuditLogFilters params={params} onChange={update} />
      {backwards ? null : list.isPending ? (
        <ListLoading label={t('auditLog.loading')} />
      ) : list.isError ? (
        <ListError message={t('auditLog.loadFailed')} retryLabel={t('auditLog.retry')} onRetry={() => void list.refetch()} />
      ) : !data?.items.length ? (
        <ListEmpty message={filtered ? t('auditLog.noMatch') : t('auditLog.none')} />
      ) : (
        <>
          <p role="status" className="mb-3 text-text-muted">
            {t('auditLog.count', { count: data.pagination.total })}
          </p>
          {/* The previous filter's entries stay in view, dimmed, until the new ones arrive. */}
          <div aria-busy={list.isPlaceholderData} className={list.isPlaceholderData ? 'opacity-60' : undefined}>
            <AuditLogEntries entries={data.items} wide={wide} />
          </div>
          <Pager
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            text={{
              label: t('auditLog.pager.label'),
              previous: t('auditLog.pager.previous'),
              next: t('auditLog.pager.next'),
              status: t('auditLog.pager.status', { page: data.pagination.page, total: data.pagination.totalPages }),
              page: (page) => t('auditLog.pager.page', { page }),
            }}
            searchFor={(page) => searchFor({ page })}
            onNavigate={() => heading.current?.focus()}
          />
        </>
      )}
    </section>
  );
}
