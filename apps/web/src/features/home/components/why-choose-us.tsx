import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { CHECK, Icon } from './icon';

const REASONS = ['practice', 'language', 'network', 'pace'] as const;

/** Section 3: four reasons to learn here, and two ways into the catalogue. */
export function WhyChooseUs() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="why-heading" className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-2 lg:items-center">
      <div>
        <SectionHeading id="why-heading" title={t('home.why.title')} intro={t('home.why.intro')} />
        <ul className="mt-8 grid gap-6 sm:grid-cols-2">
          {REASONS.map((reason) => (
            <li key={reason} className="flex gap-3">
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-secondary-soft text-secondary-strong">
                <Icon d={CHECK} className="h-5 w-5" />
              </span>
              <div>
                <h3 className="font-semibold text-text">{t(`home.why.${reason}.title`)}</h3>
                <p className="mt-1 text-text-muted">{t(`home.why.${reason}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/courses" className={`${buttonClass.primary} sm:px-6`}>
            {t('home.why.enrol')}
          </Link>
          <Link to="/courses" className={`${buttonClass.secondary} sm:px-6`}>
            {t('home.why.explore')}
          </Link>
        </div>
      </div>
      <img
        src="/images/home/watershed-valley.svg"
        alt={t('home.why.imageAlt')}
        width={560}
        height={420}
        loading="lazy"
        className="h-auto w-full rounded-2xl bg-hero lg:order-first"
      />
    </section>
  );
}
