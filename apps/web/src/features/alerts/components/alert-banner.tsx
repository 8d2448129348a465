import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '@/lib/localized';
import { useMustMatchServerHtml } from '@/lib/render-phase';
import { useCurrentAlert } from '../api/get-current-alert';
import { readDismissedAlert, rememberDismissedAlert } from './alert-dismissal';
import { LineIcon } from '@/components/line-icon';

// Error red, warning amber, success green, info blue; any other type shows as info.
const LOOKS: Record<string, string> = {
  error: 'bg-alert-error-bg text-alert-error-text border-alert-error-text/30',
  warning: 'bg-alert-warning-bg text-alert-warning-text border-alert-warning-text/30',
  success: 'bg-alert-success-bg text-alert-success-text border-alert-success-text/30',
  info: 'bg-alert-info-bg text-alert-info-text border-alert-info-text/30',
};

const WARNING_ICON = 'M12 8v5m0 3.5v.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z';
// The shape repeats what the colour says, for anyone who cannot tell the colours apart.
const ICON_PATHS: Record<string, string> = {
  error: WARNING_ICON,
  warning: WARNING_ICON,
  success: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm-4-9 3 3 5-6',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-10v6m0-9.5v.01',
};

/**
 * The site-wide alert banner: the current alert in the UI language (else English), with a close
 * button; closed, it stays closed. Compact (the lesson player on a phone, where the lesson needs
 * the screen), it keeps to one line, cut short, and a button shows the whole of it.
 */
export function AlertBanner({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const { data: alert, error } = useCurrentAlert();
  // The server cannot know this tab closed the alert: the first render over its HTML shows the
  // banner as the server did, and the closed one goes right after. Leaving it out of that first
  // render would leave the server's copy on screen while parts below the fold wait to hydrate.
  const mustMatchServer = useMustMatchServerHtml();
  const [dismissedId, setDismissedId] = useState(() => (mustMatchServer ? null : readDismissedAlert()));
  const [expanded, setExpanded] = useState(false);
  const messageId = useId();

  useEffect(() => {
    if (mustMatchServer) setDismissedId(readDismissedAlert());
  }, [mustMatchServer]);

  // A failure is logged and no banner is shown: the alert never blocks the page.
  useEffect(() => {
    if (error) console.error('Failed to load the current alert:', error);
  }, [error]);

  if (!alert) return null;
  const message = localized(alert.message, i18n.language);
  if (!message || dismissedId === alert.id) return null;

  // hasOwnProperty, not `in`: a type such as 'toString' must not match the object's prototype.
  const type = Object.prototype.hasOwnProperty.call(LOOKS, alert.alertType) ? alert.alertType : 'info';
  const close = () => {
    rememberDismissedAlert(alert.id);
    setDismissedId(alert.id);
  };

  const oneLine = compact && !expanded;
  return (
    <div role={type === 'error' ? 'alert' : 'status'} className={`border-b ${LOOKS[type]}`}>
      <div className={`mx-auto flex max-w-7xl items-start gap-3 px-4 py-1 ${compact ? 'max-lg:gap-2 max-lg:py-0' : ''}`}>
        <LineIcon className="mt-3 shrink-0">
          <path d={ICON_PATHS[type]} />
        </LineIcon>
        <p id={messageId} className={`min-w-0 flex-1 py-2.5 font-medium ${oneLine ? 'max-lg:truncate' : ''}`}>
          {message}
        </p>
        {compact ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={messageId}
            onClick={() => setExpanded(!expanded)}
            className="inline-flex min-h-11 shrink-0 items-center rounded-lg px-1 text-sm font-semibold underline underline-offset-4 hover:bg-current/10 focus-visible:outline-current lg:hidden"
          >
            {expanded ? t('alertBanner.showLess') : t('alertBanner.readAll')}
          </button>
        ) : null}
        <button
          type="button"
          onClick={close}
          aria-label={t('alertBanner.close')}
          className="-mr-2 inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg transition-colors duration-150 hover:bg-current/10 focus-visible:outline-current"
        >
          <LineIcon>
            <path d="M6 6l12 12M18 6L6 18" />
          </LineIcon>
        </button>
      </div>
    </div>
  );
}
