import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { SubmitButton } from '@/components/submit-button';

/** Save and Cancel under a module's or lesson's form; both wait while the save is under way. */
export function DraftActions({ busy, saveLabel, onCancel }: { busy: boolean; saveLabel: string; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-3">
      <SubmitButton pending={busy} label={saveLabel} pendingLabel={t('courseAdmin.form.saving')} />
      <button type="button" className={buttonClass.secondary} onClick={onCancel} disabled={busy}>
        {t('courseAdmin.actions.cancel')}
      </button>
    </div>
  );
}
