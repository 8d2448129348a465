import { PATHS } from '@jal/contracts/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { CompletedCard } from './completed-card';
import { InProgressCard } from './in-progress-card';
import { splitEnrolments, type MyEnrolment } from './my-enrolment';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-text">
        {title}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">{children}</ul>
    </section>
  );
}

/** Nothing yet: say so, and offer the catalogue. */
export function MyLearningEmpty() {
  const { t } = useTranslation();
  return (
    <section className="rounded-2xl border border-border bg-surface-muted p-6 text-center sm:p-10">
      <h2 className="text-2xl font-bold text-text">{t('myLearning.empty.title')}</h2>
      <p className="mt-3 text-text-muted">{t('myLearning.empty.text')}</p>
      <Link to={PATHS.courses} className={`${buttonClass.primary} mt-6`}>
        {t('myLearning.empty.browse')}
      </Link>
    </section>
  );
}

/** The learner's courses: in progress first, then completed; a section without courses is left out. */
export function MyLearningSections({ enrolments }: { enrolments: MyEnrolment[] }) {
  const { t } = useTranslation();
  const { inProgress, completed } = splitEnrolments(enrolments);
  if (enrolments.length === 0) return <MyLearningEmpty />;
  return (
    <div className="flex flex-col gap-10">
      {inProgress.length > 0 ? (
        <Section id="in-progress-heading" title={t('myLearning.inProgress.title')}>
          {inProgress.map((enrolment) => (
            <li key={enrolment.course.id}>
              <InProgressCard enrolment={enrolment} />
            </li>
          ))}
        </Section>
      ) : null}
      {completed.length > 0 ? (
        <Section id="completed-heading" title={t('myLearning.completed.title')}>
          {completed.map((enrolment) => (
            <li key={enrolment.course.id}>
              <CompletedCard enrolment={enrolment} />
            </li>
          ))}
        </Section>
      ) : null}
    </div>
  );
}
