import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { ResetPasswordForm } from '../components/reset-password-form';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader title={t('auth.reset.title')} intro={t('auth.reset.intro')} />
      <section className="mx-auto max-w-5xl px-4 py-10">
        <ResetPasswordForm token={params.get('token')} />
      </section>
    </>
  );
}

export default ResetPasswordPage;
