import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { StoreBadges } from './store-badges';

/** Section 2: a slim band inviting learners to the mobile app. */
export function AppBanner() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="app-banner-heading" className="border-y border-border bg-secondary-soft">
      <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-8 md:flex-row md:items-center md:justify-between">
        <div className="flex items-start gap-4">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-secondary text-primary-contrast">
            <Icon d="M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm3 16h2" />
          </span>
          <div>
            <h2 id="app-banner-heading" className="text-xl font-bold text-text">
              {t('home.appBanner.title')}
            </h2>
            <p className="mt-1 text-text-muted">{t('home.appBanner.text')}</p>
          </div>
        </div>
        <StoreBadges />
      </div>
    </section>
  );
}
