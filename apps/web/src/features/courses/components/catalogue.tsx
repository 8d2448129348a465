import { catalogueQuery } from '@jal/contracts/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { LoadingScreen } from '@/components/loading-screen';
import { Pager } from '@/components/pager';
import { HydrateWhenNear } from '@/lib/hydrate-when-near';
import { useListParams } from '@/lib/use-list-params';
import { SearchField } from '@/components/search-field';
import { coursesQueryOptions } from '@/lib/courses/get-courses';
import { catalogueSearch, hasFilters, parseCatalogueParams } from '../lib/catalogue-params';
import { CatalogueFilters } from './catalogue-filters';
import { CatalogueResults } from './catalogue-results';

/** The course catalogue: search, level and category filters and server-side pages, all in the URL. */
export function Catalogue() {
  const { t } = useTranslation();
  const { params, update, searchFor } = useListParams(parseCatalogueParams, catalogueSearch);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const query = useQuery({
    ...coursesQueryOptions(catalogueQuery(params)),
    // The current cards stay (dimmed) while the next page or filter loads: nothing jumps.
    placeholderData: keepPreviousData,
  });

  // A shared link can point past the last page once courses are gone: show the last one instead.
  const totalPages = query.data?.pagination.totalPages ?? 0;
  const shownPage = Math.min(params.page, Math.max(totalPages, 1));
  const pastTheEnd = !query.isPlaceholderData && totalPages > 0 && params.page > totalPages;
  useEffect(() => {
    if (pastTheEnd) update({ page: totalPages }, { replace: true });
  }, [pastTheEnd, totalPages, update]);

  const clear = () => update({ q: '', level: undefined, category: undefined });
  const filtered = hasFilters(params);

  return (
    <>
      {/* Over the server's HTML, made live in a task after the rest of the page: together they made
          a long one on a slow phone. */}
      <HydrateWhenNear part="catalogue-filters" inNextTask className="bg-surface-muted">
        <div className="mx-auto grid max-w-6xl grid-cols-2 gap-4 px-4 pb-8 lg:grid-cols-[2fr_1fr_1fr] lg:items-start">
          <div className="col-span-2 lg:col-span-1">
            <SearchField
              id="catalogue-search"
              label={t('catalogue.search.label')}
              formLabel={t('catalogue.filters')}
              submitLabel={t('catalogue.search.submit')}
              hint={t('catalogue.search.hint')}
              value={params.q}
              onSearch={(q) => update({ q }, { typed: true })}
            />
          </div>
          <CatalogueFilters
            level={params.level}
            category={params.category}
            onLevel={(level) => update({ level })}
            onCategory={(category) => update({ category })}
          />
        </div>
      </HydrateWhenNear>
      <section aria-labelledby={query.data ? 'catalogue-results' : undefined} className="mx-auto max-w-6xl px-4 py-8">
        {query.isError && !query.data ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface-muted p-6">
            <p className="text-danger">{t('courses.fetchError')}</p>
            <button type="button" className={buttonClass.primary} onClick={() => void query.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : query.data ? (
          <>
            <CatalogueResults
              data={query.data}
              updating={query.isPlaceholderData}
              query={params.q}
              filtered={filtered}
              onClear={clear}
              headingRef={headingRef}
            />
            <Pager
              page={shownPage}
              totalPages={totalPages}
              text={{
                label: t('catalogue.pagination.label'),
                previous: t('catalogue.pagination.previous'),
                next: t('catalogue.pagination.next'),
                status: t('catalogue.pagination.pageOf', { page: shownPage, total: totalPages }),
                page: (page) => t('catalogue.pagination.page', { page }),
              }}
              searchFor={(page) => searchFor({ page })}
              onNavigate={() => headingRef.current?.focus()}
            />
          </>
        ) : (
          <LoadingScreen text={t('courses.loading')} />
        )}
      </section>
    </>
  );
}
