import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoCardSection, InfoSection } from './info-section';

const APPROACH_ICONS = {
  ridgeToValley: 'M2 18l6-9 4 5 3-4 7 8zM8 9V4',
  community: 'M7 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm10 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20a5 5 0 0 1 10 0m0 0a5 5 0 0 1 10 0',
  lowBandwidth: 'M2 20h2m4 0v-4m5 4v-8m5 8V8',
  mobileFirst: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm4 17h2',
};

export function ApproachSection() {
  return <InfoCardSection id="approach" icons={APPROACH_ICONS} gridClass="sm:grid-cols-2" muted />;
}

export function PartnersSection() {
  const { t } = useTranslation();
  const partners = [
    t('about.partners.stateAgencies'),
    t('about.partners.districtAgencies'),
    t('about.partners.kvk'),
    t('about.partners.ngos'),
    t('about.partners.universities'),
    t('about.partners.fpos'),
  ];
  return (
    <InfoSection id="partners" title={t('about.partners.title')} intro={t('about.partners.intro')}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {partners.map((partner) => (
          <li key={partner} className="flex items-start gap-3 rounded-xl border border-dashed border-border-strong p-4">
            <span className="shrink-0 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
              {t('about.partners.illustrative')}
            </span>
            <span className="text-text">{partner}</span>
          </li>
        ))}
      </ul>
    </InfoSection>
  );
}

export function AboutCallToAction() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="about-cta-heading" className="bg-primary text-primary-contrast">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="about-cta-heading" className="text-2xl font-bold sm:text-3xl">
            {t('about.cta.title')}
          </h2>
          <p className="mt-2 max-w-2xl text-lg">{t('about.cta.text')}</p>
        </div>
        <Link
          to="/courses"
          className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-primary-contrast px-6 py-2 font-semibold text-primary transition-colors duration-200 hover:bg-hero focus-visible:outline-primary-contrast"
        >
          {t('about.cta.button')}
        </Link>
      </div>
    </section>
  );
}
