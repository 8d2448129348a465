import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';

/**
 * A polite, non-modal notice that a new version is ready: it covers nothing that matters (a
 * narrow bar at the foot of the screen), can be put away, and reloads only when the learner
 * presses Reload, never by itself, so a lesson or a half-filled form is never lost.
 */
export function UpdateNotice({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(false);
  const [reloading, setReloading] = useState(false);
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-3">
      {hidden ? null : (
        <div className="pointer-events-auto flex max-w-xl flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-border bg-surface px-4 py-3 text-text shadow-lg">
          <p className="font-medium">{t('offline.updateReady')}</p>
          <div className="flex gap-2">
            <button
              type="button"
              disabled={reloading}
              onClick={() => {
                setReloading(true);
                onReload();
              }}
              className={buttonClass.primary}
            >
              {t('offline.reload')}
            </button>
            <button type="button" onClick={() => setHidden(true)} className={buttonClass.secondary}>
              {t('offline.later')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
