import { PATHS } from '@jal/contracts/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { usePageTitle } from '@/components/page-title';
import { ApiError } from '@/lib/api-client';

/** A course or lesson the learner cannot open: unknown, a draft, or a malformed id. */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** A page that can only say why it has nothing to show, with one way on. */
export function MessagePage({ title, text, to, linkText }: { title: string; text: string; to: string; linkText: string }) {
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-text">{title}</h1>
      <p className="mt-3 text-text-muted">{text}</p>
      <Link to={to} className={`${buttonClass.primary} mt-6`}>
        {linkText}
      </Link>
    </section>
  );
}

export function LearningNotFound() {
  const { t } = useTranslation();
  return (
    <MessagePage title={t('learn.notFound.title')} text={t('learn.notFound.text')} to={PATHS.courses} linkText={t('learn.notFound.back')} />
  );
}

/** A failed load with the reason in words and a Retry button. */
export function LoadError({ text, retrying, onRetry }: { text: string; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto flex max-w-3xl flex-col items-start gap-3 px-4 py-16">
      <p className="text-danger">{text}</p>
      <button type="button" className={buttonClass.primary} disabled={retrying} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/**
 * Whether a load failed for want of a network: no answer came (and no download answered for it),
 * or the query waits for the connection to return before trying again.
 */
export function isOfflineFailure(query: { isError: boolean; error: unknown; isPending: boolean; fetchStatus: string }): boolean {
  if (query.isError) return query.error instanceof ApiError && query.error.status === 0;
  return query.isPending && query.fetchStatus === 'paused';
}

/** A calm page, not an error: offline, and this page was not downloaded. It opens by itself when the connection returns. */
export function OfflineNotDownloaded({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  usePageTitle(t('learn.offline.notDownloaded.title'));
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="48"
        height="48"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        className="mx-auto text-text-muted"
      >
        <path d="M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 10.7 5M5 12.5a10 10 0 0 1 3.3-2M19 12.5a10 10 0 0 0-2.1-1.5M8.5 16.1a5 5 0 0 1 5.3-1.1M12 20h.01M3 3l18 18" />
      </svg>
      <h1 className="mt-4 text-3xl font-bold text-text">{t('learn.offline.notDownloaded.title')}</h1>
      <p className="mt-3 text-text-muted">{t('learn.offline.notDownloaded.text')}</p>
      <button type="button" className={`${buttonClass.secondary} mt-6`} disabled={retrying} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </section>
  );
}

/** A small mark above a page shown from its download while offline. */
export function OfflineIndicator() {
  const { t } = useTranslation();
  return (
    <p className="mx-auto flex max-w-6xl items-center gap-2 px-4 pt-3 text-sm text-text-muted">
      <span className="rounded-full bg-surface-muted px-2.5 py-0.5 font-semibold text-text">{t('learn.offline.indicator')}</span>
      <span className="sr-only sm:not-sr-only">{t('learn.offline.indicatorText')}</span>
    </p>
  );
}
