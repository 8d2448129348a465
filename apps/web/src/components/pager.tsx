import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pageItems } from '@/lib/page-items';
import { Chevron } from './chevron';

const item = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-3 font-semibold';
const active = `${item} border border-border text-primary transition-colors duration-200 hover:bg-surface-muted`;
const inactive = `${item} border border-border text-text-muted`;

export type PagerText = {
  /** The navigation's name. */
  label: string;
  previous: string;
  next: string;
  /** 'Page n of m'. */
  status: string;
  /** The name of page n; with it, the page numbers show between Previous and Next. */
  page?: (page: number) => string;
};

type PagerProps = {
  page: number;
  totalPages: number;
  text: PagerText;
} & (
  | {
      /** The query string (with '?') of a page: every page is a real, shareable link. */
      searchFor: (page: number) => string;
      /** After following a page link (e.g. to move the focus to the list's heading). */
      onNavigate?: () => void;
    }
  | {
      /** For a list whose page is not in the address: buttons that choose the page. */
      onPage: (page: number) => void;
    }
);

/** Previous / page numbers / next, and 'Page n of m'; nothing when everything fits on one page. */
export function Pager(props: PagerProps) {
  const { page, totalPages, text } = props;
  if (totalPages <= 1) return null;

  const go = (target: number, content: ReactNode, options: { rel?: 'prev' | 'next'; label?: string } = {}) =>
    'searchFor' in props ? (
      <Link
        to={{ search: props.searchFor(target) }}
        rel={options.rel}
        aria-label={options.label}
        onClick={props.onNavigate}
        className={active}
      >
        {content}
      </Link>
    ) : (
      <button type="button" aria-label={options.label} onClick={() => props.onPage(target)} className={active}>
        {content}
      </button>
    );
  const unavailable = (content: ReactNode) => (
    <span aria-disabled="true" className={inactive}>
      {content}
    </span>
  );

  // On a phone the arrows alone keep one row; the words stay for screen readers.
  const previous = (
    <>
      <Chevron direction="back" />
      <span className="sr-only sm:not-sr-only">{text.previous}</span>
    </>
  );
  const next = (
    <>
      <span className="sr-only sm:not-sr-only">{text.next}</span>
      <Chevron direction="forward" />
    </>
  );
  const pageName = text.page;
  return (
    <nav aria-label={text.label} className="mt-10 flex flex-col items-center gap-3">
      {/* Buttons change the page without a new address: the new page number is announced. */}
      <p className="text-text-muted" aria-live={'searchFor' in props ? undefined : 'polite'}>
        {text.status}
      </p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{page > 1 ? go(page - 1, previous, { rel: 'prev' }) : unavailable(previous)}</li>
        {pageName
          ? pageItems(page, totalPages).map((number, index) =>
              number === null ? (
                <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-text-muted">
                  …
                </li>
              ) : (
                <li key={number}>
                  {number === page ? (
                    <span aria-current="page" className={`${item} bg-primary text-primary-contrast`}>
                      <span className="sr-only">{pageName(number)}</span>
                      <span aria-hidden="true">{number}</span>
                    </span>
                  ) : (
                    go(number, number, { label: pageName(number) })
                  )}
                </li>
              ),
            )
          : null}
        <li>{page < totalPages ? go(page + 1, next, { rel: 'next' }) : unavailable(next)}</li>
      </ul>
    </nav>
  );
}
