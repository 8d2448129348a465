import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '@/components/line-icon';
import { HydrateWhenNear } from '@/lib/hydrate-when-near';
import { useBrowserValue } from '@/lib/use-browser-value';
import { LanguageSwitcher } from '@/components/language-switcher';
import { changeFontSize, fontSizeControls, useFontSize, type FontSizeAction } from '@/lib/settings/font-size';
import { setLowDataMode, useLowDataMode } from '@/lib/settings/low-data';
import { getTheme, setTheme, subscribeTheme, themeAsServerRendered } from '@/lib/settings/theme';

// The reader (and its speech code) downloads only when someone opens it.
const ReaderPanel = lazy(() => import('./reader/reader-panel'));

const ICON_BUTTON =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 font-semibold text-text transition-colors duration-200 hover:bg-surface disabled:cursor-not-allowed disabled:opacity-50';

// Drawn letters, not text: a visible "A+" would have to be part of the spoken name (WCAG 2.5.3).
const FONT_ICONS: Record<FontSizeAction, { size: number; extra: string }> = {
  decrease: { size: 18, extra: 'M16.5 8h6' },
  reset: { size: 22, extra: '' },
  increase: { size: 26, extra: 'M16.5 8h6M19.5 5v6' },
};

function FontSizeButton({ action, enabled }: { action: FontSizeAction; enabled: boolean }) {
  const { t } = useTranslation();
  const icon = FONT_ICONS[action];
  return (
    <button
      type="button"
      className={ICON_BUTTON}
      disabled={!enabled}
      onClick={() => changeFontSize(action)}
      aria-label={t(`a11y.fontSize.${action}`)}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width={icon.size}
        height={icon.size}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={`M2.5 20l5.5-15 5.5 15M4.6 14.5h6.8${icon.extra ? ` ${icon.extra}` : ''}`} />
      </svg>
    </button>
  );
}

function ThemeToggle() {
  const { t } = useTranslation();
  // Hydrated as the server rendered it (light without a choice), then as the system asks.
  const dark = useBrowserValue(subscribeTheme, () => getTheme() === 'dark', themeAsServerRendered() === 'dark');
  return (
    <button
      type="button"
      className={ICON_BUTTON}
      aria-pressed={dark}
      aria-label={t('a11y.theme.dark')}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" fill={dark ? 'currentColor' : 'none'} />
      </svg>
    </button>
  );
}

/** Signal bars: in low-data mode only the shortest stays strong, the learner's link used sparingly. */
function LowDataToggle() {
  const { t } = useTranslation();
  const on = useLowDataMode();
  const faded = on ? 0.35 : 1;
  return (
    <button
      type="button"
      className={ICON_BUTTON}
      aria-pressed={on}
      aria-label={t('a11y.lowData.toggle')}
      onClick={() => setLowDataMode(!on)}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      >
        <path d="M5 19v-3" />
        <path d="M12 19v-8" strokeOpacity={faded} />
        <path d="M19 19V5" strokeOpacity={faded} />
      </svg>
      <span aria-hidden="true" className="hidden lg:inline">
        {t('a11y.lowData.toggle')}
      </span>
    </button>
  );
}

/**
 * The accessibility bar: read aloud, text size, theme, low-data mode and language, on every page of the site
 * layout. A slim band above the header; at 360 px the tools are icons with spoken names. Compact
 * (the lesson player on a phone) it keeps to one line: reading aloud and text size stay in
 * view, the other tools are one button away.
 */
export function AccessibilityBar({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const size = useFontSize();
  const controls = fontSizeControls(size);
  const [readerOpen, setReaderOpen] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const readerToggle = useRef<HTMLButtonElement>(null);

  const closeReader = () => {
    setReaderOpen(false);
    readerToggle.current?.focus();
  };

  return (
    <section aria-label={t('a11y.bar.label')} className="border-b border-border bg-surface-muted">
      {/* Hydrated in a task after the site's frame (and the header's contents), so none is a long one. */}
      <HydrateWhenNear
        part="accessibility-bar"
        inNextTask
        className="mx-auto flex max-w-7xl flex-wrap items-center justify-end gap-x-1 gap-y-1 px-2 py-1 sm:gap-x-3 sm:px-4"
      >
        <button
          ref={readerToggle}
          type="button"
          className={ICON_BUTTON}
          aria-expanded={readerOpen}
          aria-controls={readerOpen ? 'reader-panel' : undefined}
          aria-label={t('a11y.reader.open')}
          onClick={() => (readerOpen ? closeReader() : setReaderOpen(true))}
        >
          <LineIcon size={22} className="">
            <path d="M4 9v6h4l5 4V5L8 9z" />
            <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />
          </LineIcon>
          <span aria-hidden="true" className="hidden sm:inline">
            {t('a11y.reader.open')}
          </span>
        </button>
        <div role="group" aria-label={t('a11y.fontSize.group')} className="flex items-center">
          <FontSizeButton action="decrease" enabled={controls.canDecrease} />
          <FontSizeButton action="reset" enabled={controls.canReset} />
          <FontSizeButton action="increase" enabled={controls.canIncrease} />
        </div>
        {compact ? (
          <button
            type="button"
            className={`${ICON_BUTTON} lg:hidden`}
            aria-expanded={moreOpen}
            aria-controls="accessibility-more"
            aria-label={t('a11y.bar.more')}
            onClick={() => setMoreOpen(!moreOpen)}
          >
            <LineIcon size={22}>
              <path d="M4 7h10M18 7h2M4 17h2M10 17h10" />
              <circle cx="16" cy="7" r="2" />
              <circle cx="8" cy="17" r="2" />
            </LineIcon>
          </button>
        ) : null}
        <div id="accessibility-more" className={compact && !moreOpen ? 'hidden lg:contents' : 'contents'}>
          <ThemeToggle />
          <LowDataToggle />
          <LanguageSwitcher id="language-bar" />
        </div>
      </HydrateWhenNear>
      {readerOpen ? (
        <Suspense fallback={null}>
          <ReaderPanel onClose={closeReader} />
        </Suspense>
      ) : null}
    </section>
  );
}
