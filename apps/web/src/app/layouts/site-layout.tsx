import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { AccessibilityBar, RouteAnnouncer } from '@/features/accessibility';
import { AlertBanner } from '@/features/alerts';
import { bootString } from '@/lib/translations/boot-strings';
import { RouteTranslations } from '../route-translations';
import { Footer } from './footer';
import { Header } from './header';
import { AfterHydration } from '@/lib/after-hydration';
import { HydrateWhenNear } from '@/lib/hydrate-when-near';

const PlayerFooter = lazy(() => import('./player-footer'));

/** Where the lesson player is: on a phone there, the lesson's first lines come before the site's furniture. */
const isPlayerPath = (pathname: string) => pathname.startsWith('/learn/');

/**
 * The shared site layout: skip link, alert banner, accessibility bar, header, the page, footer.
 * Pages load lazily, one chunk each. In the lesson player below the wide layout, the banner and
 * the bar keep to a line each and the footer is a single band.
 */
export function SiteLayout() {
  const { t, i18n } = useTranslation();
  const player = isPlayerPath(useLocation().pathname);
  return (
    // Over the server's HTML, the layout is hydrated in a task after the app's providers and
    // router, and each part of it in a task of its own after that: on a slow phone the page's
    // hydration as a whole was one task of up to 60 ms, during which a tap waited.
    <HydrateWhenNear part="site" inNextTask className="flex min-h-screen flex-col bg-surface text-text">
      <a href="#main-content" className="skip-link">
        {t('a11y.skipToMain')}
      </a>
      {/* Hydrated in a task of its own after the site's frame: its query and strings were about a
          sixth of the frame's hydration on a slow phone. */}
      <HydrateWhenNear part="alert" inNextTask>
        <AlertBanner compact={player} />
      </HydrateWhenNear>
      <AccessibilityBar compact={player} />
      <Header />
      {/* At least a screen tall: while a page loads, the footer waits below the fold instead of
          showing and then jumping down (a layout shift). */}
      <main id="main-content" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <RouteTranslations>
          <Suspense fallback={<LoadingScreen text={bootString('loadingPage', i18n.language)} />}>
            {/* Hydrated in a task after the site's frame's, so that neither is a long one on a slow phone. */}
            <HydrateWhenNear part="page" inNextTask>
              <Outlet />
            </HydrateWhenNear>
          </Suspense>
        </RouteTranslations>
      </main>
      {player ? (
        <AfterHydration>
          <Suspense fallback={null}>
            <PlayerFooter />
          </Suspense>
        </AfterHydration>
      ) : (
        // Below every page's fold: made live as it nears the screen. `mt-auto` as the footer's own.
        <HydrateWhenNear part="footer" className="mt-auto">
          <Footer />
        </HydrateWhenNear>
      )}
      <RouteAnnouncer />
    </HydrateWhenNear>
  );
}
