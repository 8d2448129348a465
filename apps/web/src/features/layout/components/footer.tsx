import { COPYRIGHT_YEAR, FOOTER_COURSES_LIMIT } from '@jal/contracts/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { localized } from '../../../lib/localized';
import { getCourses } from '../../courses/api/get-courses';
import type { CourseSummary } from '@jal/contracts';

function useFooterCourses() {
  const [courses, setCourses] = useState<CourseSummary[]>([]);
  useEffect(() => {
    let cancelled = false;
    getCourses({ status: 'published', limit: FOOTER_COURSES_LIMIT })
      .then((list) => {
        if (!cancelled) setCourses(list.courses.slice(0, FOOTER_COURSES_LIMIT));
      })
      // Spec §8: a failure is logged and the list stays empty.
      .catch((error: unknown) => console.error('Failed to load footer courses:', error));
    return () => {
      cancelled = true;
    };
  }, []);
  return courses;
}

function FooterColumn({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h2 className="font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { t, i18n } = useTranslation();
  const courses = useFooterCourses();
  const onNewsletter = (event: FormEvent) => {
    event.preventDefault();
    toast.info(t('footer.newsletter.comingSoon'));
  };

  return (
    <footer className="mt-auto bg-footer text-footer-text">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <h2 className="font-semibold text-white">{t('footer.courses')}</h2>
          <ul className="mt-3 space-y-2">
            {courses.map((course) => (
              <li key={course.id}>
                <Link to={`/courses/${course.id}`} className="underline-offset-4 hover:underline">
                  {localized(course.titleTranslations, i18n.language, course.title)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/courses" className="font-semibold text-white underline-offset-4 hover:underline">
                {t('footer.showMore')}
              </Link>
            </li>
          </ul>
        </div>
        <FooterColumn
          title={t('footer.resources.title')}
          items={[t('footer.resources.guides'), t('footer.resources.videos'), t('footer.resources.gis'), t('footer.resources.faq')]}
        />
        <FooterColumn
          title={t('footer.aboutUs.title')}
          items={[t('footer.aboutUs.mission'), t('footer.aboutUs.team'), t('footer.aboutUs.partners'), t('footer.aboutUs.careers')]}
        />
        <div>
          <h2 className="font-semibold text-white">{t('footer.newsletter.title')}</h2>
          <p className="mt-3 text-sm">{t('footer.newsletter.text')}</p>
          <form className="mt-3 flex flex-col gap-2" onSubmit={onNewsletter}>
            <label htmlFor="newsletter-email" className="sr-only">
              {t('footer.newsletter.label')}
            </label>
            <input
              id="newsletter-email"
              type="email"
              autoComplete="email"
              placeholder={t('footer.newsletter.placeholder')}
              className="min-h-11 rounded-lg border border-footer-border bg-footer-input px-3 text-white placeholder:text-footer-text"
            />
            <button type="submit" className="min-h-11 rounded-lg bg-white px-4 font-semibold text-footer">
              {t('footer.newsletter.subscribe')}
            </button>
          </form>
        </div>
      </div>
      <div className="border-t border-footer-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
          <ul className="flex flex-wrap gap-4" aria-label={t('footer.social')}>
            <li>{t('footer.facebook')}</li>
            <li>{t('footer.youtube')}</li>
            <li>{t('footer.whatsapp')}</li>
          </ul>
          <ul className="flex flex-wrap gap-4">
            <li>{t('footer.terms')}</li>
            <li>{t('footer.privacy')}</li>
            <li>
              <Link to="/about" className="underline underline-offset-4">
                {t('footer.builtBy')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
