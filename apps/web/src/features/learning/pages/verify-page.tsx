import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { usePageTitle } from '@/components/page-title';
import { useCertificateVerification } from '../api/get-certificate';
import { isMissing, LoadError } from '../components/page-states';
import { VerifyForm, VerifyResult } from '../components/verify-view';

function UnknownCode({ code }: { code: string }) {
  const { t } = useTranslation();
  usePageTitle(t('verify.unknown.title'));
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <div className="rounded-2xl border-s-4 border-accent bg-accent-soft p-5 sm:p-6">
        <h1 className="text-2xl font-bold text-text sm:text-3xl">{t('verify.unknown.title')}</h1>
        <p className="mt-2 text-text">{t('verify.unknown.text', { code })}</p>
      </div>
      <VerifyForm />
    </section>
  );
}

/** /verify/:code? — public: anyone can check a certificate's code. */
export function VerifyPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation();
  const { query, knownMissing } = useCertificateVerification(code);
  if (!code) {
    return (
      <PageHeader title={t('verify.title')} intro={t('verify.intro')}>
        <VerifyForm />
      </PageHeader>
    );
  }
  if (knownMissing) return <UnknownCode code={code} />;
  if (query.isPending) return <LoadingScreen text={t('verify.loading')} />;
  if (query.isError) {
    if (isMissing(query.error)) return <UnknownCode code={code} />;
    return <LoadError text={t('verify.error')} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  return <VerifyResult certificate={query.data} />;
}

export default VerifyPage;
