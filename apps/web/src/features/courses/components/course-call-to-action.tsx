import { PATHS } from '@jal/contracts/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button-styles';

/** Signed in: on to the course's learning page. Signed out: sign in first, then back here. */
export function CourseCallToAction({ courseId, signedIn }: { courseId: string; signedIn: boolean }) {
  const { t } = useTranslation();
  if (signedIn) {
    return (
      <Link to={PATHS.courseLms(courseId)} className={`${buttonClass.primary} px-6 text-lg`}>
        {t('courseDetail.start')}
      </Link>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <Link to={`${PATHS.signIn}?returnTo=${encodeURIComponent(PATHS.course(courseId))}`} className={`${buttonClass.primary} px-6 text-lg`}>
        {t('courseDetail.signInToStart')}
      </Link>
      <p className="text-sm text-text-muted">{t('courseDetail.signInNote')}</p>
    </div>
  );
}
