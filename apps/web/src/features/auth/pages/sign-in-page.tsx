import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { PasswordChangedNotice } from '../components/password-changed-notice';
import { SignInForm } from '../components/signin-form';

export function SignInPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('auth.signIn.title')} />
      <section className="mx-auto max-w-5xl px-4 py-10">
        <PasswordChangedNotice />
        <SignInForm />
      </section>
    </>
  );
}

export default SignInPage;
