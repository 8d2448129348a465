import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { LineIcon } from '@/components/line-icon';
import { keepTabInside } from '@/lib/focus-trap';

/**
 * The outline on a phone: a button opening a modal drawer that keeps focus inside, closes on
 * Escape, on the close button, on the backdrop or when a lesson is chosen, and gives focus back.
 * The drawer is drawn at the end of the page, above everything: its button sits in the lesson
 * bar, whose own layer would otherwise keep it under the site's header.
 */
export function OutlineDrawer({ children }: { children: (close: () => void) => ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>('button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        return;
      }
      if (panel.current) keepTabInside(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    const button = opener.current;
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = previous;
      button?.focus();
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={`${buttonClass.secondary} max-sm:px-3`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <LineIcon>
          <path d="M4 6h16M4 12h16M4 18h10" />
        </LineIcon>
        {t('learn.outline.open')}
      </button>
      {open
        ? createPortal(
            <div className="fixed inset-0 z-50">
              <div className="absolute inset-0 bg-footer/70" aria-hidden="true" onClick={close} />
              <div
                ref={panel}
                role="dialog"
                aria-modal="true"
                aria-labelledby={titleId}
                className="absolute inset-y-0 start-0 flex w-[min(22rem,88vw)] flex-col bg-surface shadow-xl"
              >
                <div className="flex items-center justify-between gap-2 border-b border-border p-3">
                  <h2 id={titleId} className="text-lg font-bold text-text">
                    {t('learn.outline.title')}
                  </h2>
                  <button type="button" className={buttonClass.ghost} onClick={close}>
                    <LineIcon>
                      <path d="M6 6l12 12M18 6 6 18" />
                    </LineIcon>
                    {t('learn.outline.close')}
                  </button>
                </div>
                <div className="flex-1 overflow-y-auto p-3">{children(close)}</div>
              </div>
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
