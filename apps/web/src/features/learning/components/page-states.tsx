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
