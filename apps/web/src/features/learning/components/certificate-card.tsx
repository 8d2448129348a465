import type { CertificateSummary } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { LineIcon } from '@/components/line-icon';
import { apiPath } from '@/lib/api-client';
import { formatDate } from '@/lib/locale-format';

/**
 * The issued certificate. The PDF link is a plain download: the sign-in cookie (`token`, set
 * by the server at sign-in) authenticates it, so no script has to hold the file in memory.
 */
export function CertificateCard({ certificate }: { certificate: CertificateSummary }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="certificate-heading" className="rounded-2xl border border-secondary bg-secondary-soft p-5 shadow-sm">
      <div className="flex items-center gap-3 text-secondary-strong">
        <LineIcon size={28}>
          <circle cx="12" cy="9" r="6" />
          <path d="m8.5 13.5-1.5 7.5 5-3 5 3-1.5-7.5" />
        </LineIcon>
        <h2 id="certificate-heading" className="text-xl font-bold text-text">
          {t('lms.certificate.title')}
        </h2>
      </div>
      <p className="mt-2 text-text">{t('lms.certificate.text')}</p>
      <dl className="mt-4 grid gap-x-4 gap-y-1 text-text sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('lms.certificate.code')}</dt>
        <dd className="font-mono break-all">{certificate.code}</dd>
        <dt className="font-semibold">{t('lms.certificate.issued')}</dt>
        <dd>{formatDate(certificate.issuedAt, i18n.language, 'long')}</dd>
      </dl>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a href={apiPath(certificate.pdfPath)} download={`${certificate.code}.pdf`} className={buttonClass.primary}>
          {t('lms.certificate.download')}
        </a>
        <Link to={certificate.verifyPath} className={`${buttonClass.secondary} bg-surface`}>
          {t('lms.certificate.verify')}
        </Link>
      </div>
    </section>
  );
}
