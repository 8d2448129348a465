import { canReviewPracticals, DASHBOARD_TRANSLATION_PAGE, isAdminRole, isOrganizationRole, isSuperAdminRole } from '@jal/contracts/core';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useRoutes } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { useAuth } from '@/lib/auth/auth-context';
import { DemoModeWarning } from '@/features/demo-mode';
import { bootFromInlineTranslations, loadTranslations, useTranslationState } from '@/lib/translations/translations-store';
import { bootString } from '@/lib/translations/boot-strings';
import { TranslationError } from '../route-translations';
import { DASHBOARD_PAGES } from '../routes/dashboard/dashboard-pages';
import { dashboardRoutes } from '../routes/dashboard/dashboard-routes';

// For the router, which loads the dashboard page opened along with this layout's chunk.
export { preloadDashboardPage } from '../routes/dashboard/dashboard-routes';

/** The dashboard's own strings live in a page of their own, loaded only here so public pages stay light. */
const DASHBOARD_STRINGS = DASHBOARD_TRANSLATION_PAGE;

// Opened at a dashboard address, the page's HTML carries these strings too: no request, no wait.
bootFromInlineTranslations(DASHBOARD_STRINGS, 'boot-translations-dashboard');

/**
 * Side navigation of the dashboard pages the role may open, then the page. On phones the
 * navigation is a horizontal scroller that keeps the current page in view.
 */
export function DashboardLayout() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const { pathname } = useLocation();
  const page = useRoutes(dashboardRoutes);
  const translations = useTranslationState();
  const list = useRef<HTMLUListElement>(null);
  const role = user?.role ?? '';
  const pages = DASHBOARD_PAGES.filter((page) => {
    if (page.superAdminOnly) return isSuperAdminRole(role);
    if (page.reviewers && canReviewPracticals(role)) return true;
    return (page.organization && isOrganizationRole(role)) || isAdminRole(role);
  });
  const ready = translations.loadedPages.includes(DASHBOARD_STRINGS);

  useEffect(() => {
    if (!ready) void loadTranslations(DASHBOARD_STRINGS);
  }, [ready]);

  useEffect(() => {
    // The scroller starts where the current page is, not at its first item.
    list.current?.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, ready]);

  if (!ready) {
    if (translations.status === 'failed' && translations.error) {
      return <TranslationError error={translations.error} onRetry={() => void loadTranslations(DASHBOARD_STRINGS)} />;
    }
    return <LoadingScreen text={bootString('loadingTranslations', i18n.language)} />;
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row">
      <nav aria-label={t('dashboard.navigation')} className="lg:w-60 lg:shrink-0">
        <ul ref={list} className="relative -mx-4 flex gap-1 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
          {pages.map((page) => (
            <li key={page.path} className="shrink-0">
              <NavLink
                to={`/dashboard/${page.path}`}
                end={page.path === 'courses'}
                className={({ isActive }) =>
                  `flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold whitespace-nowrap transition-colors duration-200 motion-reduce:transition-none ${isActive ? 'bg-primary text-primary-contrast' : 'text-text hover:bg-surface-muted'}`
                }
              >
                {t(page.titleKey)}
                {page.workInProgress ? <span className="sr-only">{t('dashboard.admin.nav.comingSoon')}</span> : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        {/* Its code loads beside the page's; like its data, it shows once it has arrived. */}
        <Suspense fallback={null}>
          <DemoModeWarning />
        </Suspense>
        {/* Opening another dashboard page whose code has not loaded yet: the navigation stays. */}
        <Suspense fallback={<LoadingScreen text={bootString('loadingPage', i18n.language)} />}>{page}</Suspense>
      </div>
    </div>
  );
}
