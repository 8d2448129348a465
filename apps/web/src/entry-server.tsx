import type { RenderPage } from '@jal/contracts';
import { FONT_SIZE } from '@jal/contracts/core';
import { renderToString } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { NOT_FOUND_ROUTE_ID, routes } from './app/router';
import { takeServerTitle } from '@/components/page-title';
import { CURRENT_ALERT_QUERY_KEY } from '@/features/alerts';
import { getFontSize, initFontSize } from '@/lib/settings/font-size';
import { initLowDataMode, isLowDataMode } from '@/lib/settings/low-data';
import { initTheme } from '@/lib/settings/theme';
import { startFromServerTranslations } from '@/lib/translations/translations-store';
import { setBootAnswers } from '@/lib/boot-data';
import { createQueryClient } from '@/lib/query-client';
import { preloadEveryLazyPage } from '@/lib/lazy-page';
import { takeServerRedirect } from '@/lib/redirect';
import { renderedForKey } from '@/lib/render-phase';

let ready: Promise<void> | null = null;

/**
 * Renders a page of the app to HTML with the same components the browser uses, so the browser
 * takes it over (hydrates it) unchanged. Every page's code is loaded once beforehand, so a render
 * runs in one synchronous pass; the app's page-wide settings (language, size, the data of the
 * first view) are set for that pass alone, as no other render can start in between.
 */
export const renderPage: RenderPage = async (request) => {
  ready ??= preloadEveryLazyPage();
  await ready;

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(request.url, 'http://server.invalid')));
  if (context instanceof Response) {
    return {
      html: '',
      status: context.status,
      language: request.choices.language ?? 'en',
      title: null,
      fontSize: null,
      theme: null,
      renderedFor: '',
      redirect: context.headers.get('Location'),
    };
  }

  const language = startFromServerTranslations(request.translations, request.translationPage, request.choices.language);
  initFontSize(request.choices.fontSize);
  initTheme(request.choices.theme);
  initLowDataMode({ stored: request.choices.lowData, savesData: request.savesData });
  setBootAnswers(request.bootAnswers);
  const queryClient = createQueryClient();
  queryClient.setQueryData(CURRENT_ALERT_QUERY_KEY, request.alert ?? null);

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders serverUser={request.user} queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const redirect = takeServerRedirect();
  const size = getFontSize();
  // The page that says nothing is here: its status says so too.
  const notFound = context.matches.some((match) => match.route.id === NOT_FOUND_ROUTE_ID);
  const theme = request.choices.theme === 'dark' || request.choices.theme === 'light' ? request.choices.theme : null;
  return {
    html,
    status: redirect ? 302 : notFound ? 404 : context.statusCode,
    language,
    title: takeServerTitle(),
    fontSize: size === FONT_SIZE.default ? null : size,
    theme,
    renderedFor: renderedForKey({ language, fontSize: size, lowData: isLowDataMode(), theme, userId: request.user?.id ?? null }),
    redirect,
  };
};
