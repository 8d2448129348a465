import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { LoadingScreen } from '@/components/loading-screen';
import { OfflinePageNotice } from '@/features/offline';
import { bootString } from '@/lib/translations/boot-strings';
import { translationPageFor } from '@/lib/translations/language-startup';
import { loadTranslations, useTranslationState } from '@/lib/translations/translations-store';

export function TranslationError({ error, onRetry, fullScreen = false }: { error: string; onRetry: () => void; fullScreen?: boolean }) {
  const { i18n } = useTranslation();
  // Before any strings have loaded (the app opened offline), the page's language is the stored one.
  const language = document.documentElement.lang || i18n.language;
  const { unreachable } = useTranslationState();
  // Without a network a page never opened here has no strings: say so calmly, with a way on. A
  // phone on a dead link often still believes it is online, so no answer at all counts as offline.
  if (unreachable || !navigator.onLine) return <OfflinePageNotice language={language} onRetry={onRetry} />;
  return (
    <div
      role="alert"
      className={`flex flex-col items-center justify-center gap-4 p-8 text-center ${fullScreen ? 'min-h-screen' : 'min-h-[50vh]'}`}
    >
      <p className="text-lg text-danger">{bootString('failedTranslations', language, { error })}</p>
      <button type="button" className={buttonClass.primary} onClick={onRetry}>
        {bootString('retry', language)}
      </button>
    </div>
  );
}

/**
 * On every change of page: scroll to top and load the new path's strings (the general
 * set on dashboard and admin paths), with a loading screen, and an error screen with Retry.
 */
export function RouteTranslations({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const state = useTranslationState();
  const page = translationPageFor(pathname);

  useEffect(() => {
    window.scrollTo(0, 0);
    void loadTranslations(page);
  }, [pathname, page]);

  if (state.loadedPages.includes(page)) return <>{children}</>;
  if (state.status === 'failed' && state.error) {
    return <TranslationError error={state.error} onRetry={() => void loadTranslations(page, { force: true })} />;
  }
  return <LoadingScreen text={bootString('loadingTranslations', i18n.language)} />;
}
