import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { bootString } from '@/lib/translations/boot-strings';

/** The router's error page: any routing error no page handled lands here, is logged, and offers the way home. */
export function RouterErrorPage() {
  const error = useRouteError();
  const { i18n } = useTranslation();
  console.error('Unhandled routing error:', error);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-bold text-danger">{bootString('unexpectedError', i18n.language)}</h1>
      <p className="text-text-muted">{bootString('unexpectedErrorHint', i18n.language)}</p>
      <a href="/" className="min-h-11 rounded-lg bg-primary px-4 py-2 font-semibold text-primary-contrast">
        {bootString('goHome', i18n.language)}
      </a>
    </main>
  );
}
