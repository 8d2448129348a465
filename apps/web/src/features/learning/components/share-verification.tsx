import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { LineIcon } from '@/components/line-icon';
import { notify } from '@/lib/toast';

/**
 * Shares the certificate's public verification page: the phone's own share sheet where there is
 * one (WhatsApp, SMS…), else the link copied for pasting. An employer opens it without an account.
 */
export function ShareVerification({ verifyPath, courseTitle }: { verifyPath: string; courseTitle: string }) {
  const { t } = useTranslation();
  const share = async () => {
    const url = new URL(verifyPath, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('player.celebration.shareText', { title: courseTitle }), url });
      } catch {
        // Closing the share sheet is a choice, not an error.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      void notify.success(t('player.celebration.copied'));
    } catch {
      void notify.error(t('player.celebration.copyFailed'));
    }
  };
  return (
    <button type="button" className={`${buttonClass.secondary} w-full bg-surface sm:w-auto`} onClick={() => void share()}>
      <LineIcon>
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </LineIcon>
      {t('player.celebration.share')}
    </button>
  );
}
