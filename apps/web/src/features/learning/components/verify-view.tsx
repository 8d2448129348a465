import { PATHS } from '@jal/contracts/core';
import type { CertificateVerification } from '@jal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { LineIcon } from '@/components/line-icon';
import { usePageTitle } from '@/components/page-title';
import { localized } from '@/lib/localized';
import { formatDate } from '@/lib/locale-format';

/** A form to type a certificate's code (from the paper) and check it. */
export function VerifyForm({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState(initial);
  return (
    <form
      className="mt-8 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = code.trim().toUpperCase();
        if (trimmed) void navigate(PATHS.verifyCertificate(trimmed));
      }}
    >
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor="verify-code" className="font-semibold text-text">
          {t('verify.form.label')}
        </label>
        <input
          id="verify-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('verify.form.placeholder')}
          className="min-h-11 rounded-lg border border-border-strong bg-surface px-3 font-mono text-text"
        />
      </div>
      <button type="submit" className={buttonClass.primary}>
        {t('verify.form.submit')}
      </button>
    </form>
  );
}

/** A certificate's status: valid or revoked, with the learner, course, field practicals passed and date. */
export function VerifyResult({ certificate }: { certificate: CertificateVerification }) {
  const { t, i18n } = useTranslation();
  const valid = certificate.status === 'valid';
  const heading = valid ? t('verify.valid.title') : t('verify.revoked.title');
  usePageTitle(heading);
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <div
        className={`rounded-2xl border-s-4 p-5 sm:p-6 ${valid ? 'border-secondary bg-secondary-soft' : 'border-danger bg-alert-error-bg'}`}
      >
        <h1
          className={`flex items-center gap-3 text-2xl font-bold sm:text-3xl ${valid ? 'text-secondary-strong' : 'text-alert-error-text'}`}
        >
          <LineIcon size={32}>{valid ? <path d="m5 12 5 5 9-10" /> : <path d="M6 6l12 12M18 6 6 18" />}</LineIcon>
          {heading}
        </h1>
        <p className="mt-2 text-text">{valid ? t('verify.valid.text') : t('verify.revoked.text')}</p>
      </div>
      <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-2xl border border-border bg-surface p-5 text-text shadow-sm sm:grid-cols-[auto_1fr] sm:p-6">
        <dt className="font-semibold text-text-muted">{t('verify.learner')}</dt>
        <dd className="text-lg font-semibold">{certificate.learnerName}</dd>
        <dt className="font-semibold text-text-muted">{t('verify.course')}</dt>
        <dd>{localized(certificate.courseTitleTranslations, i18n.language, certificate.courseTitle)}</dd>
        {certificate.practicals.length > 0 ? (
          <>
            <dt className="font-semibold text-text-muted">{t('verify.practicals')}</dt>
            <dd>
              <ul className="space-y-1">
                {certificate.practicals.map((practical, index) => (
                  <li key={index}>
                    {localized(practical.titleTranslations, i18n.language, practical.title)}{' '}
                    <span className="text-text-muted">
                      {t('verify.practicalAccepted', { date: formatDate(practical.acceptedAt, i18n.language, 'long') })}
                    </span>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        <dt className="font-semibold text-text-muted">{t('verify.issued')}</dt>
        <dd>{formatDate(certificate.issuedAt, i18n.language, 'long')}</dd>
        {certificate.revokedAt ? (
          <>
            <dt className="font-semibold text-text-muted">{t('verify.revokedOn')}</dt>
            <dd>{formatDate(certificate.revokedAt, i18n.language, 'long')}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-text-muted">{t('verify.code')}</dt>
        <dd className="font-mono break-all">{certificate.code}</dd>
      </dl>
    </section>
  );
}
