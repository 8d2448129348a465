import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@jal/contracts/core';
import { useTranslation } from 'react-i18next';

/** The demo accounts offered on the sign-in page (one per role, shared password), each with a Use button that fills the form. */
export function DemoAccounts({ onUse }: { onUse: (email: string, password: string) => void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="demo-accounts-heading" className="rounded-xl border border-border bg-surface-muted p-4">
      <h2 id="demo-accounts-heading" className="text-lg font-semibold text-text">
        {t('auth.demo.title')}
      </h2>
      <p className="mt-1 text-sm text-text-muted">{t('auth.demo.hint', { password: DEMO_PASSWORD })}</p>
      <ul className="mt-3 divide-y divide-border">
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0">
              <span className="block font-semibold text-text">{t(account.labelKey)}</span>
              <span className="block break-all text-sm text-text-muted">{account.email}</span>
            </span>
            <button
              type="button"
              className="min-h-11 rounded-lg border border-primary px-4 font-semibold text-primary hover:bg-surface"
              onClick={() => onUse(account.email, DEMO_PASSWORD)}
              aria-label={t('auth.demo.useAria', { account: t(account.labelKey) })}
            >
              {t('auth.demo.use')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
