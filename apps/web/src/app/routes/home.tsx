import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { usePageTitle } from '../../components/page-title';
import { CourseList } from '../../features/courses/components/course-list';

export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('home.title'));
  return (
    <>
      <section className="bg-hero">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
          <h1 className="max-w-3xl text-3xl font-bold leading-tight text-text sm:text-5xl">{t('home.hero.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-text-muted">{t('home.hero.subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/courses" className={buttonClass.primary}>
              {t('home.hero.explore')}
            </Link>
            <Link to="/signup" className={buttonClass.secondary}>
              {t('home.hero.join')}
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="featured-heading" className="text-2xl font-bold text-text">
          {t('home.featured')}
        </h2>
        <div className="mt-6">
          <CourseList limit={3} headingLevel={3} />
        </div>
      </section>
    </>
  );
}

export default HomePage;
