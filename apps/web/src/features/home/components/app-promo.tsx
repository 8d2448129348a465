import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';
import { CHECK, Icon } from './icon';
import { StoreBadges } from './store-badges';

const BENEFITS = ['offline', 'hindi', 'lowData'] as const;

/** Section 9: the mobile app, target of every store badge (#app). */
export function AppPromo() {
  const { t } = useTranslation();
  return (
    <section id="app" aria-labelledby="app-heading" className="scroll-mt-20 bg-hero">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-[2fr_3fr]">
        <div>
          <SectionHeading id="app-heading" title={t('home.app.title')} intro={t('home.app.text')} />
          <ul className="my-6 space-y-3">
            {BENEFITS.map((benefit) => (
              <li key={benefit} className="flex items-center gap-3 font-semibold text-text">
                <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-secondary text-primary-contrast">
                  <Icon d={CHECK} className="h-5 w-5" />
                </span>
                {t(`home.app.${benefit}`)}
              </li>
            ))}
          </ul>
          <StoreBadges />
        </div>
        <img
          src="/images/home/app-phone.svg"
          alt={t('home.app.imageAlt')}
          width={400}
          height={360}
          loading="lazy"
          className="mx-auto h-auto w-full max-w-64 md:order-first md:max-w-xs"
        />
      </div>
    </section>
  );
}
