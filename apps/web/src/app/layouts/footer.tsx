import { COPYRIGHT_YEAR, FOOTER_COURSES_LIMIT, PATHS } from '@jal/contracts/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '@/lib/toast';
import { localized } from '@/lib/localized';
import { useCourses } from '@/lib/courses/get-courses';
import type { CourseSummary } from '@jal/contracts';

// Links and fields sit on a dark band, where the page's blue focus ring would be hard to see.
const FOCUS = 'rounded focus-visible:outline-footer-text';

/** The footer's course links: in the page's HTML, which carries their list (FOOTER_COURSES_REQUEST). */
function useFooterCourses(): CourseSummary[] {
  const { data, error } = useCourses({ status: 'published', limit: FOOTER_COURSES_LIMIT });
  // A failure is logged and the list stays empty: the footer never shows an error.
  useEffect(() => {
    if (error) console.error('Failed to load footer courses:', error);
  }, [error]);
  return data?.courses.slice(0, FOOTER_COURSES_LIMIT) ?? [];
}

/** The Resources and About Us lists are inert text, not links: those pages have their own navigation. */
function FooterColumn({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h2 className="font-semibold text-footer-strong">{title}</h2>
      <ul className="mt-3 space-y-3">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The notices a person accepts on sign-up, and who made the site: on every page's footer. */
export const BOTTOM_LINKS = [
  [PATHS.terms, 'footer.terms'],
  [PATHS.privacy, 'footer.privacy'],
  [PATHS.about, 'footer.builtBy'],
] as const;

// Hand-drawn marks, not the brands' artwork; each is named in the UI language.
const SOCIAL_ICONS = {
  facebook: <path d="M13.5 21v-7h2.3l.4-3h-2.7V9.2c0-.8.3-1.4 1.4-1.4h1.4V5.2A17 17 0 0 0 14.2 5c-2.1 0-3.6 1.3-3.6 3.7V11H8.3v3h2.3v7z" />,
  youtube: (
    <path
      fillRule="evenodd"
      d="M6.5 5h11A3.5 3.5 0 0 1 21 8.5v7a3.5 3.5 0 0 1-3.5 3.5h-11A3.5 3.5 0 0 1 3 15.5v-7A3.5 3.5 0 0 1 6.5 5zM10 9v6l5-3z"
    />
  ),
  whatsapp: (
    <path
      fillRule="evenodd"
      d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zM9 7.5c-.8.3-1.5 1.2-1.5 2.3 0 3.6 3.1 6.7 6.7 6.7 1.1 0 2-.7 2.3-1.5l-2.3-1.4-1.2 1a6 6 0 0 1-3.2-3.2l1-1.2z"
    />
  ),
} as const;

function SocialIcons() {
  const { t } = useTranslation();
  const networks = [
    { id: 'facebook', name: t('footer.facebook') },
    { id: 'youtube', name: t('footer.youtube') },
    { id: 'whatsapp', name: t('footer.whatsapp') },
  ] as const;
  return (
    <ul className="mt-5 flex gap-3" aria-label={t('footer.social')}>
      {networks.map((network) => (
        <li
          key={network.id}
          className="flex h-11 w-11 items-center justify-center rounded-full border border-footer-border text-footer-strong"
        >
          <svg role="img" viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
            <title>{network.name}</title>
            {SOCIAL_ICONS[network.id]}
          </svg>
        </li>
      ))}
    </ul>
  );
}

function Newsletter() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  // Checked by the browser's own email rule rather than the form library and zod: the footer is on
  // every page, and those stay out of the first download (they load with the pages that have forms).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('email');
    if (input instanceof HTMLInputElement && (!input.value.trim() || !input.validity.valid)) {
      setError(t('footer.newsletter.invalid'));
      input.focus();
      return;
    }
    setError(null);
    // The newsletter box has no submit behaviour yet: there is no newsletter to subscribe to.
    void notify.info(t('footer.newsletter.comingSoon'));
  };
  return (
    <div className="col-span-2 sm:col-span-1">
      <h2 className="font-semibold text-footer-strong">{t('footer.newsletter.title')}</h2>
      <p id="newsletter-text" className="mt-3 text-sm">
        {t('footer.newsletter.text')}
      </p>
      {/* Posted, not sent in the address, by a browser with no script (the server shows the page again). */}
      <form method="post" className="mt-3 flex flex-col gap-2" onSubmit={onSubmit} noValidate>
        <label htmlFor="newsletter-email" className="text-sm font-semibold text-footer-strong">
          {t('footer.newsletter.label')}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          placeholder={t('footer.newsletter.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-text newsletter-error' : 'newsletter-text'}
          onChange={() => setError(null)}
          className={`min-h-11 rounded-lg border border-footer-border bg-footer-input px-3 text-footer-strong placeholder:text-footer-text ${FOCUS}`}
        />
        {error ? (
          <p id="newsletter-error" role="alert" className="text-sm font-semibold text-footer-error">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          className={`min-h-11 rounded-lg bg-footer-strong px-4 font-semibold text-footer transition-colors duration-200 hover:bg-footer-text ${FOCUS}`}
        >
          {t('footer.newsletter.subscribe')}
        </button>
      </form>
    </div>
  );
}

export function Footer() {
  const { t, i18n } = useTranslation();
  const courses = useFooterCourses();
  const link = `inline-flex min-h-11 items-center py-1.5 underline-offset-4 hover:text-footer-strong hover:underline ${FOCUS}`;

  return (
    <footer className="mt-auto bg-footer text-footer-text">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-[1.3fr_1fr_1fr_1fr_1.3fr] lg:gap-8">
        <div className="col-span-2 sm:col-span-1">
          <p className="flex items-center gap-2 text-xl font-bold text-footer-strong">
            <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28" className="shrink-0 text-water">
              <path d="M16 3C12 10 7 15 7 20a9 9 0 0 0 18 0c0-5-5-10-9-17z" fill="currentColor" />
            </svg>
            {t('site.name')}
          </p>
          <p className="mt-3 text-sm">{t('footer.tagline')}</p>
          <SocialIcons />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <h2 className="font-semibold text-footer-strong">{t('footer.courses')}</h2>
          <ul className="mt-2">
            {courses.map((course) => (
              <li key={course.id}>
                <Link to={`/courses/${course.id}`} className={link}>
                  {localized(course.titleTranslations, i18n.language, course.title)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/courses" className={`font-semibold text-footer-strong ${link}`}>
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
        <Newsletter />
      </div>
      <div className="border-t border-footer-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
          <ul className="flex flex-wrap items-center gap-x-6 gap-y-2">
            {BOTTOM_LINKS.map(([to, key]) => (
              <li key={to}>
                <Link to={to} className={`underline ${link}`}>
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
