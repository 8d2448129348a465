import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from './button-styles';
import { ListEmpty, ListError, ListLoading } from './list-states';
import { Pager } from './pager';

/** What the states need of a query: whether it loads or failed, and a way to ask again. */
export type LoadingQuery = { isPending: boolean; isError: boolean; refetch: () => unknown };

/**
 * A dashboard query's states before its data: loading (announced) and failed, with Retry. `loading`
 * replaces the query's own pending state where a query waits for a choice before it runs.
 */
export function QueryStates({ query, loading = query.isPending }: { query: LoadingQuery; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {loading ? <ListLoading label={t('dashboard.admin.common.loading')} /> : null}
      {query.isError ? (
        <ListError
          message={t('dashboard.admin.common.loadFailed')}
          retryLabel={t('dashboard.admin.common.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : null}
    </>
  );
}

/** The row of a dashboard list's filters; `className` holds its columns and spacing. */
export function FiltersRow({ className, children }: { className: string; children: ReactNode }) {
  return <div className={`grid gap-3 ${className}`}>{children}</div>;
}

/** The dashboard's pager: buttons for a list whose page is held in the page's state. */
export function DashboardPager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const text = {
    label: t('dashboard.admin.common.pagination'),
    previous: t('dashboard.admin.common.previous'),
    next: t('dashboard.admin.common.next'),
    status: t('dashboard.admin.common.pageOf', { page, total: totalPages }),
  };
  return <Pager page={page} totalPages={totalPages} text={text} onPage={onPage} />;
}

type DashboardListProps<T> = {
  query: LoadingQuery;
  /** The loaded items; undefined until they arrive. */
  items: readonly T[] | undefined;
  /** Said when the loaded list is empty. */
  empty: string;
  /** The list's classes (a column, or a grid of cards). */
  listClass: string;
  /** Each item as a list item. */
  children: (item: T) => ReactNode;
  /** Filters above the list, in a row with these classes. */
  filters?: { className: string; content: ReactNode };
  paging?: { page: number; totalPages: number; onPage: (page: number) => void };
};

/** A dashboard list: its filters, its states (loading, failed, empty), the items and the pager. */
export function DashboardList<T>({ query, items, empty, listClass, children, filters, paging }: DashboardListProps<T>) {
  return (
    <>
      {filters ? <FiltersRow className={filters.className}>{filters.content}</FiltersRow> : null}
      <QueryStates query={query} />
      {items && !items.length ? <ListEmpty message={empty} /> : null}
      {items ? <ul className={listClass}>{items.map(children)}</ul> : null}
      {paging ? <DashboardPager {...paging} /> : null}
    </>
  );
}

/** The frame of a dashboard list's row: a card. */
export const rowCardClass = 'rounded-xl border border-border bg-surface p-4';

type ActionButtonProps = {
  label: string;
  /** The row's name, read after the label ("Edit Asha Verma") where several rows have the same buttons. */
  name?: string;
  look?: keyof typeof buttonClass;
  disabled?: boolean;
} & ({ to: string } | { onClick: () => void });

/** An action of a dashboard page or of a list's row: a button, or a link to another page. */
export function ActionButton({ label, name, look = 'ghost', disabled, ...action }: ActionButtonProps) {
  const content = (
    <>
      {label}
      {name ? <span className="sr-only">{` ${name}`}</span> : null}
    </>
  );
  return 'to' in action ? (
    <Link to={action.to} className={buttonClass[look]}>
      {content}
    </Link>
  ) : (
    <button type="button" className={buttonClass[look]} disabled={disabled} onClick={action.onClick}>
      {content}
    </button>
  );
}

/** A row's actions, side by side, wrapping on a narrow screen. */
export function RowActions({ className = '', children }: { className?: string; children: ReactNode }) {
  return <div className={`flex flex-wrap gap-2 ${className}`.trim()}>{children}</div>;
}

/** A record's state, the inactive one stressed so that it stands out in a list. */
export function ActiveState({ active, inactiveLabel }: { active: boolean; inactiveLabel: string }) {
  const { t } = useTranslation();
  return (
    <span className={active ? 'text-text' : 'font-semibold text-danger'}>
      {active ? t('dashboard.admin.common.active') : inactiveLabel}
    </span>
  );
}
