import type { DemoModeStatus } from '@jal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryStates } from '@/components/dashboard-list';
import { usePageTitle } from '@/components/page-title';
import { useAuth } from '@/lib/auth/auth-context';
import { failureMessage } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/locale-format';
import { notify } from '@/lib/toast';
import { useDemoModeStatus, useEndDemoMode } from '../api/demo-mode';

/** When demo mode started and how it ended. */
function History({ status }: { status: DemoModeStatus }) {
  const { t, i18n } = useTranslation();
  const lines = [
    status.seededAt ? t('demoMode.page.seededAt', { date: formatDateTime(status.seededAt, i18n.language) }) : null,
    status.endedAt ? t('demoMode.page.endedAt', { date: formatDateTime(status.endedAt, i18n.language) }) : null,
    status.endedAt
      ? status.endedBy
        ? t('demoMode.page.endedBy', { email: status.endedBy })
        : t('demoMode.page.endedByConfiguration')
      : null,
  ].filter((line): line is string => !!line);
  if (lines.length === 0) return null;
  return (
    <ul className="mt-2 text-text-muted">
      {lines.map((line) => (
        <li key={line} className="break-words">
          {line}
        </li>
      ))}
    </ul>
  );
}

function Accounts({ status }: { status: DemoModeStatus }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="demo-accounts-list" className="mt-8">
      <h2 id="demo-accounts-list" className="text-xl font-bold text-text">
        {t('demoMode.page.accounts')} ({status.accounts.length})
      </h2>
      {status.accounts.length === 0 ? (
        <p className="mt-2 text-text-muted">{t('demoMode.page.noAccounts')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-border rounded-xl border border-border bg-surface">
          {status.accounts.map((account) => (
            <li key={account.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
              <span className="min-w-0">
                <span className="block font-semibold text-text">{account.name}</span>
                <span className="block text-sm break-all text-text-muted">{account.email}</span>
              </span>
              <span className="flex flex-wrap items-center gap-2 text-sm">
                <span className="rounded bg-surface-muted px-2 py-1 text-text">{t(`role.${account.role}`)}</span>
                <span
                  className={`rounded px-2 py-1 font-semibold ${account.status === 'active' ? 'bg-alert-warning-bg text-alert-warning-text' : 'bg-surface-muted text-text-muted'}`}
                >
                  {account.status === 'active' ? t('demoMode.page.canSignIn') : t('demoMode.page.disabled')}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The super admin's demo-mode page: whether it is on, its accounts, and the way to end it for good. */
export function DemoModePage() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const status = useDemoModeStatus();
  const end = useEndDemoMode();
  const [confirming, setConfirming] = useState(false);
  usePageTitle(t('demoMode.page.title'));

  const confirm = async () => {
    try {
      const ended = await end.mutateAsync();
      setConfirming(false);
      void notify.success(t('demoMode.ended'));
      // The demo super admin was disabled with the rest: its session has already ended on the server.
      if (ended.callerIsDemo) await signOut();
    } catch (error) {
      setConfirming(false);
      void notify.error(failureMessage(error, 'demoMode.endFailed'));
    }
  };

  const data = status.data;
  const activeAccounts = data?.accounts.filter((account) => account.status === 'active').length ?? 0;
  return (
    <section>
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-text sm:text-3xl">{t('demoMode.page.title')}</h1>
        <p className="mt-2 max-w-3xl text-text-muted">{t('demoMode.page.intro')}</p>
      </header>
      <QueryStates query={status} />
      {data ? (
        <>
          <div className="rounded-xl border border-border bg-surface p-4 sm:p-6">
            <h2 className="text-xl font-bold text-text">{data.active ? t('demoMode.page.on') : t('demoMode.page.off')}</h2>
            <History status={data} />
            {data.endedAt ? <p className="mt-3 text-text">{t('demoMode.page.endedNote')}</p> : null}
            {data.active ? (
              <div className="mt-4 flex max-w-3xl flex-col gap-3 text-text">
                <p>{t('demoMode.page.whatHappens')}</p>
                {data.ownSuperAdmins === 0 ? (
                  <p className="rounded-lg border border-alert-warning-text/30 bg-alert-warning-bg p-3 text-alert-warning-text">
                    {t('demoMode.page.needOwnSuperAdmin')}{' '}
                    <Link to="/dashboard/users" className="font-semibold underline underline-offset-4">
                      {t('demoMode.page.openUsers')}
                    </Link>
                  </p>
                ) : null}
                {data.callerIsDemo && data.ownSuperAdmins > 0 ? <p className="font-semibold">{t('demoMode.page.youAreDemo')}</p> : null}
                <div>
                  <button
                    type="button"
                    className={buttonClass.danger}
                    disabled={data.ownSuperAdmins === 0 || end.isPending}
                    onClick={() => setConfirming(true)}
                  >
                    {t('demoMode.warning.end')}
                  </button>
                </div>
              </div>
            ) : null}
          </div>
          <Accounts status={data} />
        </>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('demoMode.confirm.title')}
        message={t('demoMode.confirm.message', { count: activeAccounts })}
        confirmLabel={t('demoMode.confirm.end')}
        danger
        busy={end.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

export default DemoModePage;
