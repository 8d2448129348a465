import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';
import { Icon } from './icon';

// The landing page's smart features, in their fixed order; each with a simple line icon.
const FEATURES = [
  { id: 'dpr', icon: 'M6 2h8l4 4v16H6zm8 0v4h4M9 12h6m-6 4h6' },
  { id: 'modules', icon: 'M3 5h6a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H3zm18 0h-6a3 3 0 0 0-3 3v13a2 2 0 0 1 2-2h7z' },
  { id: 'anywhere', icon: 'M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm3 16h2' },
  { id: 'tracking', icon: 'M3 20h18M4 16l5-5 4 3 7-8m-5 0h5v5' },
  { id: 'certification', icon: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zm-3.5-1L7 22l5-3 5 3-1.5-8' },
  { id: 'gis', icon: 'M9 4 3 6v14l6-2 6 2 6-2V4l-6 2zm0 0v14m6-12v14' },
] as const;

/** Section 6: the six smart-watershed features. */
export function SmartFeatures() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="features-heading" className="bg-surface-muted">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <SectionHeading id="features-heading" title={t('home.features.title')} intro={t('home.features.intro')} />
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.id} className="rounded-2xl border border-border bg-surface p-6 shadow-sm">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-hero text-primary">
                <Icon d={feature.icon} className="h-7 w-7" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-text">{t(`home.features.${feature.id}.title`)}</h3>
              <p className="mt-2 text-text-muted">{t(`home.features.${feature.id}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
