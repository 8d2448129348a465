import { SPEECH } from '@jal/contracts/core';
import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { LineIcon } from '@/components/line-icon';
import { mainText, selectedText } from './page-text';
import { ReaderSettings } from './reader-settings';
import { usePanelPosition } from './use-panel-position';
import { useSpeech } from './use-speech';

// The move handle's grip: two columns of three dots.
const GRIP_DOTS = [
  [9, 6],
  [15, 6],
  [9, 12],
  [15, 12],
  [9, 18],
  [15, 18],
] as const;

// Keeps the page's text selection when a reader button is pressed with the mouse.
const keepSelection = (event: MouseEvent) => event.preventDefault();

function useHasSelection(panel: RefObject<HTMLElement | null>) {
  const [has, setHas] = useState(false);
  useEffect(() => {
    const update = () => setHas(selectedText(panel.current) !== '');
    update();
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, [panel]);
  return has;
}

/**
 * The read-aloud panel (Read Page, Read Selection, pause and resume, Stop; voice, speed, pitch): loaded only when opened. It does not trap focus (the page
 * stays usable while it reads) but takes focus when it opens; Escape closes it.
 */
export default function ReaderPanel({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const panel = useRef<HTMLElement>(null);
  const { position, handleProps } = usePanelPosition(panel);
  const speech = useSpeech(i18n.language);
  const hasSelection = useHasSelection(panel);
  const busy = speech.status !== 'idle';

  // Focus moves in once the panel is placed (a hidden element cannot take focus).
  const placed = position !== null;
  useEffect(() => {
    if (placed) panel.current?.focus();
  }, [placed]);

  const statusText = speech.supported ? t(`a11y.reader.status.${speech.status}`) : t('a11y.reader.unsupported');

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog handles its own keys (Escape, moving the panel)
    <section
      ref={panel}
      id="reader-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="reader-title"
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      style={position ? { left: position.x, top: position.y } : { visibility: 'hidden', left: 0, top: 0 }}
      className="fixed z-50 w-[min(20rem,calc(100vw-1rem))] rounded-xl border border-border-strong bg-surface p-3 text-text shadow-xl"
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          {...handleProps}
          aria-label={t('a11y.reader.move')}
          aria-describedby="reader-move-hint"
          className="flex min-h-11 min-w-11 cursor-move touch-none items-center justify-center rounded-lg text-text-muted hover:bg-surface-muted"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
            {GRIP_DOTS.map(([cx, cy]) => (
              <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1.6" />
            ))}
          </svg>
        </button>
        <h2 id="reader-title" className="flex-1 text-lg font-bold">
          {t('a11y.reader.title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('a11y.reader.close')}
          className="flex min-h-11 min-w-11 items-center justify-center rounded-lg hover:bg-surface-muted"
        >
          <LineIcon size={22} className="">
            <path d="M6 6l12 12M18 6L6 18" />
          </LineIcon>
        </button>
      </div>
      <p id="reader-move-hint" className="sr-only">
        {t('a11y.reader.moveHint')}
      </p>
      <p role="status" className="mt-1 text-sm text-text-muted">
        {statusText}
      </p>
      {speech.supported ? (
        <>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <button
              type="button"
              className={buttonClass.primary}
              disabled={busy}
              onMouseDown={keepSelection}
              onClick={() => speech.speak(mainText())}
            >
              {t('a11y.reader.readPage')}
            </button>
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={busy || !hasSelection}
              onMouseDown={keepSelection}
              onClick={() => speech.speak(selectedText(panel.current))}
            >
              {t('a11y.reader.readSelection')}
            </button>
            <button
              type="button"
              className={buttonClass.secondary}
              disabled={!busy}
              onClick={speech.status === 'paused' ? speech.resume : speech.pause}
            >
              {speech.status === 'paused' ? t('a11y.reader.resume') : t('a11y.reader.pause')}
            </button>
            <button type="button" className={buttonClass.secondary} disabled={!busy} onClick={speech.stop}>
              {t('a11y.reader.stop')}
            </button>
          </div>
          {hasSelection || busy ? null : <p className="mt-2 text-sm text-text-muted">{t('a11y.reader.selectHint')}</p>}
          <ReaderSettings
            voices={speech.voices}
            voice={speech.voice}
            rate={speech.rate}
            pitch={speech.pitch}
            onVoice={speech.setVoiceName}
            onRate={speech.setRate}
            onPitch={speech.setPitch}
            range={SPEECH}
          />
        </>
      ) : null}
    </section>
  );
}
