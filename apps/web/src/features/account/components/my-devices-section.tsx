import type { OwnSession } from '@jal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListError, ListLoading } from '@/components/list-states';
import { useAuth } from '@/lib/auth/auth-context';
import { failureMessage } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/locale-format';
import { notify } from '@/lib/toast';
import { useEndSession, useMySessions } from '../api/sessions';
import { summariseDevice } from '../lib/device-summary';
import { ProfileSection } from './profile-section';

/** The device in words: "Chrome on Android", or what little is known. */
function useDeviceName() {
  const { t } = useTranslation();
  return (session: OwnSession) => {
    const { browser, system } = summariseDevice(session.userAgent, session.platform);
    if (browser && system) return t('account.devices.browserOnSystem', { browser, system });
    return browser ?? system ?? t('account.devices.unknown');
  };
}

function When({ at }: { at: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={at}>{formatDateTime(at, i18n.language)}</time>;
}

/**
 * "My devices": every place the person is signed in, with where and when, and a way to sign any
 * of them out (a lost phone, a shared computer). This device's own button signs out here.
 */
export function MyDevicesSection() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const sessions = useMySessions();
  const end = useEndSession();
  const deviceName = useDeviceName();
  const [pending, setPending] = useState<OwnSession | null>(null);

  const confirm = async () => {
    const session = pending;
    if (!session) return;
    try {
      if (session.current) {
        await signOut();
        return;
      }
      await end.mutateAsync(session.id);
      void notify.success(t('account.devices.ended', { device: deviceName(session) }));
    } catch (error) {
      void notify.error(failureMessage(error));
    } finally {
      setPending(null);
    }
  };

  return (
    <ProfileSection id="profile-devices" title={t('account.devices.heading')}>
      <p className="text-text">{t('account.devices.text')}</p>
      {sessions.isPending ? (
        <ListLoading label={t('account.devices.loading')} />
      ) : sessions.isError ? (
        <ListError
          message={t('account.devices.loadFailed')}
          retryLabel={t('account.devices.retry')}
          onRetry={() => void sessions.refetch()}
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('account.devices.listLabel')}>
          {sessions.data.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-border bg-surface-muted p-4"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-text">
                  {deviceName(session)}
                  {session.current ? (
                    <span className="ms-2 inline-block rounded-full border border-primary px-2 text-sm font-semibold text-primary">
                      {t('account.devices.thisDevice')}
                    </span>
                  ) : null}
                </p>
                <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-sm text-text-muted">
                  <dt>{t('account.devices.address')}</dt>
                  <dd className="break-all">{session.address ?? '—'}</dd>
                  <dt>{t('account.devices.signedIn')}</dt>
                  <dd>
                    <When at={session.signedInAt} />
                  </dd>
                  <dt>{t('account.devices.lastUsed')}</dt>
                  <dd>
                    <When at={session.lastUsedAt} />
                  </dd>
                </dl>
              </div>
              {/* The visible words first, then the device for a screen reader: the name begins with what is seen. */}
              <button type="button" className={buttonClass.secondary} onClick={() => setPending(session)}>
                {session.current ? t('account.devices.signOutHere') : t('account.devices.end')}
                <span className="sr-only"> {deviceName(session)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={!!pending}
        danger
        busy={end.isPending}
        title={pending?.current ? t('account.devices.confirmHereTitle') : t('account.devices.confirmTitle')}
        message={
          pending?.current
            ? t('account.devices.confirmHereMessage')
            : t('account.devices.confirmMessage', { device: pending ? deviceName(pending) : '' })
        }
        confirmLabel={pending?.current ? t('account.devices.signOutHere') : t('account.devices.end')}
        cancelLabel={t('account.devices.cancel')}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      />
    </ProfileSection>
  );
}
