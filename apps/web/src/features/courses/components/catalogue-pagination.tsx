import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageItems } from '../lib/catalogue-params';

const item = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 font-semibold';
const link = `${item} border border-border text-primary transition-colors duration-200 hover:bg-surface-muted`;
const disabled = `${item} border border-border text-text-muted`;

function Chevron({ back = false }: { back?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0">
      <path
        d={back ? 'M12.5 5 7.5 10l5 5' : 'M7.5 5l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

type Props = {
  page: number;
  totalPages: number;
  /** The query string (with '?') of a page, so every page is a real, shareable link. */
  searchFor: (page: number) => string;
  onNavigate: () => void;
};

/** Previous / page numbers / next, and 'Page n of m'; nothing when everything fits on one page. */
export function CataloguePagination({ page, totalPages, searchFor, onNavigate }: Props) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const to = (target: number) => ({ search: searchFor(target) });
  // On a phone the arrows alone keep one row; the words stay for screen readers.
  const previous = (
    <>
      <Chevron back />
      <span className="sr-only sm:not-sr-only">{t('catalogue.pagination.previous')}</span>
    </>
  );
  const next = (
    <>
      <span className="sr-only sm:not-sr-only">{t('catalogue.pagination.next')}</span>
      <Chevron />
    </>
  );
  return (
    <nav aria-label={t('catalogue.pagination.label')} className="mt-10 flex flex-col items-center gap-3">
      <p className="text-text-muted">{t('catalogue.pagination.pageOf', { page, total: totalPages })}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link to={to(page - 1)} rel="prev" onClick={onNavigate} className={link}>
              {previous}
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              {previous}
            </span>
          )}
        </li>
        {pageItems(page, totalPages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-text-muted">
              …
            </li>
          ) : (
            <li key={number}>
              {number === page ? (
                <span aria-current="page" className={`${item} bg-primary text-primary-contrast`}>
                  <span className="sr-only">{t('catalogue.pagination.page', { page: number })}</span>
                  <span aria-hidden="true">{number}</span>
                </span>
              ) : (
                <Link to={to(number)} onClick={onNavigate} aria-label={t('catalogue.pagination.page', { page: number })} className={link}>
                  {number}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={to(page + 1)} rel="next" onClick={onNavigate} className={link}>
              {next}
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              {next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
