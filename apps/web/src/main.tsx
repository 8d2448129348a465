import { CHOICE_KEYS } from '@jal/contracts/core';
import {
  getFontSize,
  initFontSize,
  initLowDataMode,
  initTheme,
  isLowDataMode,
  parseThemeChoice,
  THEME_STORAGE_KEY,
} from '@/features/accessibility/start';
import { readStoredSession } from '@/features/auth/start';
import { bootFromInlineTranslations, translationPageFor } from '@/features/i18n/start';
import { i18n } from '@/lib/i18n';
import { nextTask } from '@/lib/next-task';
import { renderedForKey } from '@/lib/render-phase';
import { readChoice } from '@/lib/storage';

function start() {
  // Start in the stored language so the boot screens already speak it.
  const stored = readChoice(CHOICE_KEYS.language);
  if (stored && document.documentElement.lang !== stored) document.documentElement.lang = stored;
  bootFromInlineTranslations(translationPageFor(window.location.pathname));
  // Before the first render, so the page never reflows or changes colour after it shows.
  initFontSize();
  initTheme();
  initLowDataMode();

  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  // The server rendered the page's HTML (apps/api/src/plugins/server-render.ts): the app takes it
  // over where it stands instead of drawing it again, when it was rendered for this browser's
  // choices and session. Otherwise (choices stored before the server could read them) it is drawn
  // afresh.
  const userId = readStoredSession()?.id ?? null;
  const renderedForThisBrowser =
    root.dataset.renderedFor ===
    renderedForKey({
      language: i18n.language,
      fontSize: getFontSize(),
      lowData: isLowDataMode(),
      theme: parseThemeChoice(readChoice(THEME_STORAGE_KEY)),
      userId,
    });
  const serverRendered = root.hasChildNodes() && renderedForThisBrowser;
  if (!serverRendered) root.replaceChildren();
  // The rest of the app's code is evaluated in a task of its own, and the router made in the next:
  // ranking every route of the app takes as long as the above. Should that file fail to arrive, the
  // server's HTML still reads and its links still work.
  void nextTask()
    .then(() => import('./app/take-over'))
    .then(async ({ takeOver }) => {
      await nextTask();
      takeOver(root, { serverRendered, signedIn: userId !== null });
    });
}

void nextTask().then(start);
