import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { AccessibilityBar, RouteAnnouncer } from '@/features/accessibility';
import { AlertBanner } from '@/features/alerts';
import { bootString, RouteTranslations } from '@/features/i18n';
import { Footer, Header } from '@/features/layout';

/**
 * The shared site layout: skip link, alert banner, accessibility bar, header, the page, footer.
 * Pages load lazily, one chunk each.
 */
export function SiteLayout() {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-surface text-text">
      <a href="#main-content" className="skip-link">
        {t('a11y.skipToMain')}
      </a>
      <AlertBanner />
      <AccessibilityBar />
      <Header />
      {/* At least a screen tall: while a page loads, the footer waits below the fold instead of
          showing and then jumping down (a layout shift). */}
      <main id="main-content" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <RouteTranslations>
          <Suspense fallback={<LoadingScreen text={bootString('loadingPage', i18n.language)} />}>
            <Outlet />
          </Suspense>
        </RouteTranslations>
      </main>
      <Footer />
      <RouteAnnouncer />
    </div>
  );
}
