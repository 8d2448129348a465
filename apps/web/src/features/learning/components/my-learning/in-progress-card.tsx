import { PATHS } from '@jal/contracts/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, todayOnThisDevice } from '@/lib/locale-format';
import { localized } from '@/lib/localized';
import { ContinueLink } from './continue-link';
import { EnrolmentProgress } from './enrolment-progress';
import type { MyEnrolment } from './my-enrolment';

/** A course the learner is going through: its title (to the course's page), progress and Continue. */
export function InProgressCard({ enrolment }: { enrolment: MyEnrolment }) {
  const { t, i18n } = useTranslation();
  const dueOn = enrolment.dueOn;
  // Judged on the learner's own calendar: the server lists the nearest due dates first.
  const overdue = !!dueOn && dueOn < todayOnThisDevice();
  const dueDate = formatDate(dueOn, i18n.language);
  const title = localized(enrolment.course.titleTranslations, i18n.language, enrolment.course.title);
  return (
    <article className="flex h-full flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm">
      <h3 className="text-lg font-bold text-text">
        <Link to={PATHS.courseLms(enrolment.course.id)} className="underline-offset-4 hover:text-primary hover:underline">
          {title}
        </Link>
      </h3>
      {dueOn ? (
        <p className={`text-sm font-semibold ${overdue ? 'text-danger' : 'text-text'}`}>
          <span className="mr-2 rounded-full bg-surface-muted px-2 py-0.5">{t('myLearning.assigned')}</span>
          {overdue ? t('myLearning.overdue', { date: dueDate }) : t('myLearning.dueOn', { date: dueDate })}
        </p>
      ) : null}
      <EnrolmentProgress progress={enrolment.progress} />
      <div className="mt-auto">
        <ContinueLink enrolment={enrolment} title={title} />
      </div>
    </article>
  );
}
