import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { forgetDownloads } from '@/features/offline';
import { useLowDataMode } from '@/lib/settings/low-data';
import { AuthProvider } from '@/lib/auth/auth-context';
import { type AuthUser } from '@/lib/auth/auth-storage';
import { bootString } from '@/lib/translations/boot-strings';
import { loadTranslations, useTranslationState } from '@/lib/translations/translations-store';
import { TranslationError } from './route-translations';
import { translationPageFor } from '@/lib/translations/language-startup';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { ToasterHost } from '@/lib/toast';
import type { AppRouter } from './router';

/** Until the first strings arrive nothing translated can show: the app-wide loading screen. */
function AppGate({ router }: { router: AppRouter }) {
  const state = useTranslationState();
  const { i18n: instance } = useTranslation();
  useEffect(() => {
    void loadTranslations(translationPageFor(window.location.pathname));
  }, []);
  if (!state.initialised) {
    if (state.status === 'failed' && state.error) {
      return (
        <TranslationError
          fullScreen
          error={state.error}
          onRetry={() => void loadTranslations(translationPageFor(window.location.pathname), { force: true })}
        />
      );
    }
    return <LoadingScreen fullScreen text={bootString('loadingApplication', document.documentElement.lang || instance.language)} />;
  }
  return <RouterProvider router={router} />;
}

/**
 * What every page stands in, in the browser and on the server alike (so the server's HTML and the
 * browser's first render are the same): strings, queries, the signed-in person, the toasts.
 */
export function AppProviders(props: { children: ReactNode; serverUser?: AuthUser | null; queryClient?: QueryClient }) {
  const { children, serverUser } = props;
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  const lowData = useLowDataMode();
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider serverUser={serverUser} forgetOnSignOut={forgetDownloads}>
          {children}
          <ToasterHost loadEarly={!lowData} />
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** The app in the browser, on the router made at start (main.tsx). */
export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <AppGate router={router} />
    </AppProviders>
  );
}
