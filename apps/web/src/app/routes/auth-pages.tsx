import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { SignInForm } from '@/features/auth/components/signin-form';
import { SignUpForm } from '@/features/auth/components/signup-form';

export function SignInPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('auth.signIn.title')} />
      <section className="mx-auto max-w-5xl px-4 py-10">
        <SignInForm />
      </section>
    </>
  );
}

export function SignUpPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('auth.signUp.title')} intro={t('auth.signUp.intro')} />
      <section className="mx-auto max-w-5xl px-4 py-10">
        <SignUpForm />
      </section>
    </>
  );
}
