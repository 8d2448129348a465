import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('auth.forgot.title')} intro={t('auth.forgot.intro')} />
      <section className="mx-auto max-w-5xl px-4 py-10">
        <ForgotPasswordForm />
      </section>
    </>
  );
}

export default ForgotPasswordPage;
