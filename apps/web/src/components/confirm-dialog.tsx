import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { keepTabInside } from '@/lib/focus-trap';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** A destructive action: the confirm button is drawn in the danger colour. */
  danger?: boolean;
  /** Disables both buttons while the confirmed action runs. */
  busy?: boolean;
  /** The safe choice's label; by default the dashboard's Cancel, where every confirmation so far lives. */
  cancelLabel?: string;
};

/**
 * An accessible confirmation (role alertdialog): focus moves to Cancel (the safe choice), Tab
 * stays inside, Escape cancels, and focus returns to the control that opened it.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel, danger, busy, cancelLabel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelButton.current?.focus();
    return () => opener?.focus();
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    if (panel.current) keepTabInside(panel.current, event);
  };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-text/50 p-4">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog handles its own keys: Escape closes it and Tab stays inside */}
      <div
        ref={panel}
        onKeyDown={onKeyDown}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        className="w-full max-w-md rounded-xl border border-border bg-surface p-6 shadow-xl"
      >
        <h2 id={`${id}-title`} className="text-xl font-bold text-text">
          {title}
        </h2>
        <p id={`${id}-message`} className="mt-3 text-text">
          {message}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button ref={cancelButton} type="button" className={buttonClass.secondary} onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('dashboard.admin.common.cancel')}
          </button>
          <button type="button" className={danger ? buttonClass.danger : buttonClass.primary} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
