import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';

/** The frame of an inline create/edit form in a dashboard list: a titled two-column grid. */
export function EditorForm({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-4 rounded-xl border border-border bg-surface-muted p-4 md:grid-cols-2"
    >
      <h2 className="text-lg font-bold text-text md:col-span-2">{title}</h2>
      {children}
    </form>
  );
}

/**
 * What ends every dashboard form: its form-wide error (announced), the submit button, and Cancel
 * when the form can be closed. `span` makes the row as wide as the form's grid.
 */
export function FormActions({
  error,
  submitLabel,
  busy,
  onCancel,
  span = 'md:col-span-2',
}: {
  error?: string;
  submitLabel: string;
  busy: boolean;
  onCancel?: () => void;
  span?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error ? (
        <p role="alert" className={`font-semibold text-danger ${span}`}>
          {error}
        </p>
      ) : null}
      <div className={`flex flex-wrap gap-2 ${span}`}>
        <button type="submit" className={buttonClass.primary} disabled={busy}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className={buttonClass.ghost} onClick={onCancel}>
            {t('dashboard.admin.common.cancel')}
          </button>
        ) : null}
      </div>
    </>
  );
}
