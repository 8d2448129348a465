import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { usePageTitle } from '@/components/page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-text">{t('notFound.title')}</h1>
      <p className="mt-3 text-text-muted">{t('notFound.text')}</p>
      <Link to="/" className={`${buttonClass.primary} mt-8`}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}

export default NotFoundPage;
