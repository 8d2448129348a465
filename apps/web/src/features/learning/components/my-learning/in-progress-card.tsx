import { PATHS } from '@jal/contracts/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localized } from '@/lib/localized';
import { ContinueLink } from './continue-link';
import { EnrolmentProgress } from './enrolment-progress';
import type { MyEnrolment } from './my-enrolment';

/** A course the learner is going through: its title (to the course's page), progress and Continue. */
export function InProgressCard({ enrolment }: { enrolment: MyEnrolment }) {
  const { i18n } = useTranslation();
  const title = localized(enrolment.course.titleTranslations, i18n.language, enrolment.course.title);
  return (
    <article className="flex h-full flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <h3 className="text-lg font-bold text-text">
        <Link to={PATHS.courseLms(enrolment.course.id)} className="underline-offset-4 hover:text-primary hover:underline">
          {title}
        </Link>
      </h3>
      <EnrolmentProgress progress={enrolment.progress} />
      <div className="mt-auto">
        <ContinueLink enrolment={enrolment} title={title} />
      </div>
    </article>
  );
}
