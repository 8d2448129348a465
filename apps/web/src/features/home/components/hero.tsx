import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { HeroTeasers } from './hero-teasers';

/** Section 1: the page's h1 and calls to action paint at once; the teasers fill in beside them. */
export function Hero() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hero-heading" className="bg-hero">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <h1 id="hero-heading" className="text-3xl font-bold leading-tight text-text sm:text-5xl sm:leading-tight">
            {t('home.hero.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-text-muted">{t('home.hero.subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/courses" className={`${buttonClass.primary} sm:px-6`}>
              {t('home.hero.explore')}
            </Link>
            <Link to="/signup" className={`${buttonClass.secondary} bg-surface sm:px-6`}>
              {t('home.hero.join')}
            </Link>
          </div>
          <p className="mt-6 text-sm font-semibold text-secondary-strong">{t('home.hero.note')}</p>
        </div>
        <HeroTeasers />
      </div>
    </section>
  );
}
