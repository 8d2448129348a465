import { PATHS } from '@jal/contracts/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Courses › {course title} */
export function CourseBreadcrumb({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('courseDetail.breadcrumb')}>
      {/* Inline, so a long title wraps beside 'Courses' instead of dropping to a line of its own. */}
      <ol className="text-sm">
        <li className="inline">
          <Link to={PATHS.courses} className="inline-block py-2.5 font-semibold text-primary underline underline-offset-4">
            {t('nav.courses')}
          </Link>
        </li>
        <li className="inline text-text-muted">
          <span aria-hidden="true" className="mx-2">
            ›
          </span>
          <span aria-current="page">{title}</span>
        </li>
      </ol>
    </nav>
  );
}
