import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

const OFFERINGS = ['modules', 'multimedia', 'gis', 'expert'] as const;

/** Section 7: the four things the platform offers, as a numbered list beside a map illustration. */
export function Offerings() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="offerings-heading" className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-2">
      <div>
        <SectionHeading id="offerings-heading" title={t('home.offerings.title')} intro={t('home.offerings.intro')} />
        <img
          src="/images/home/tablet-map.svg"
          alt={t('home.offerings.imageAlt')}
          width={480}
          height={320}
          loading="lazy"
          className="mt-8 h-auto w-full max-w-md"
        />
      </div>
      <ol className="grid gap-4 self-center">
        {OFFERINGS.map((offering, index) => (
          <li key={offering} className="flex gap-4 rounded-2xl border border-border bg-surface p-5 shadow-sm">
            <span aria-hidden="true" className="text-2xl font-bold text-primary">
              {String(index + 1).padStart(2, '0')}
            </span>
            <div>
              <h3 className="text-lg font-bold text-text">{t(`home.offerings.${offering}.title`)}</h3>
              <p className="mt-1 text-text-muted">{t(`home.offerings.${offering}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
