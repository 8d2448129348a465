import { PATHS } from '@jal/contracts/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineIcon } from '@/components/line-icon';
import { localized } from '@/lib/localized';
import { formatDate } from '@/lib/locale-format';
import { CertificateActions } from './certificate-actions';
import type { MyEnrolment } from './my-enrolment';

/** A completed course: when it was completed, and its certificate to download or share. */
export function CompletedCard({ enrolment }: { enrolment: MyEnrolment }) {
  const { t, i18n } = useTranslation();
  const title = localized(enrolment.course.titleTranslations, i18n.language, enrolment.course.title);
  const { certificate } = enrolment;
  return (
    <article className="flex h-full flex-col gap-3 rounded-2xl border border-secondary bg-secondary-soft p-5 shadow-sm">
      <h3 className="text-lg font-bold text-text">
        <Link to={PATHS.courseLms(enrolment.course.id)} className="underline-offset-4 hover:text-primary hover:underline">
          {title}
        </Link>
      </h3>
      {enrolment.completedAt ? (
        <p className="text-text">{t('myLearning.completed.on', { date: formatDate(enrolment.completedAt, i18n.language, 'long') })}</p>
      ) : null}
      {certificate ? (
        <>
          <p className="flex items-center gap-2 text-sm text-text-muted">
            <LineIcon size={20}>
              <circle cx="12" cy="9" r="6" />
              <path d="m8.5 13.5-1.5 7.5 5-3 5 3-1.5-7.5" />
            </LineIcon>
            <span className="break-all">{t('myLearning.certificate.title', { code: certificate.code })}</span>
          </p>
          <div className="mt-auto pt-1">
            <CertificateActions certificate={certificate} courseTitle={title} />
          </div>
        </>
      ) : null}
    </article>
  );
}
