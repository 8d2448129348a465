import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { SignUpForm } from '../components/signup-form';

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

export default SignUpPage;
