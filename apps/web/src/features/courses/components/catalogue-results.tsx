import type { CourseList } from '@jal/contracts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { Spinner } from '@/components/spinner';
import { HydrateWhenNear } from '@/lib/hydrate-when-near';
import { CourseCard } from './course-card';

type Props = {
  data: CourseList;
  /** The list shown is the previous one while the next loads. */
  updating: boolean;
  query: string;
  filtered: boolean;
  onClear: () => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/** The result count (announced politely as it changes), the grid of cards or the empty state. */
export function CatalogueResults({ data, updating, query, filtered, onClear, headingRef }: Props) {
  const { t } = useTranslation();
  const total = data.pagination.total;
  return (
    <>
      <div className="flex min-h-11 flex-wrap items-center justify-between gap-3">
        <div aria-live="polite">
          <h2 id="catalogue-results" ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-xl font-bold text-text">
            {t('catalogue.results', { count: total })}
          </h2>
        </div>
        {updating ? (
          <p className="flex items-center gap-2 text-sm text-text-muted">
            <Spinner className="h-4 w-4 border-2" />
            {t('catalogue.updating')}
          </p>
        ) : null}
        {filtered && total > 0 ? (
          <button type="button" className={buttonClass.ghost} onClick={onClear}>
            {t('catalogue.clearFilters')}
          </button>
        ) : null}
      </div>
      {total === 0 ? (
        <div className="mt-6 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border-strong bg-surface-muted px-6 py-10 text-center">
          <p className="text-lg font-semibold text-text">
            {query ? t('catalogue.noMatch.query', { query }) : filtered ? t('catalogue.noMatch.filters') : t('courses.empty')}
          </p>
          {filtered ? (
            <>
              <p className="text-text-muted">{t('catalogue.noMatch.hint')}</p>
              <button type="button" className={buttonClass.primary} onClick={onClear}>
                {t('catalogue.clearFilters')}
              </button>
            </>
          ) : null}
        </div>
      ) : (
        // Mostly below the fold on a phone: the cards are made live as they near the screen.
        <HydrateWhenNear part="catalogue-cards">
          <ul
            aria-busy={updating}
            className={`mt-6 grid gap-6 transition-opacity duration-200 md:grid-cols-2 lg:grid-cols-3 ${updating ? 'opacity-60' : ''}`}
          >
            {data.courses.map((course, index) => (
              <li key={course.id}>
                <CourseCard course={course} headingLevel={3} eager={index < 3} />
              </li>
            ))}
          </ul>
        </HydrateWhenNear>
      )}
    </>
  );
}
