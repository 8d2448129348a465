import { useTranslation } from 'react-i18next';
import { useDemoAccounts } from '../api/demo-accounts';

/**
 * The demo accounts offered on the sign-in page (one per role, shared password), each with a Use
 * button that fills the form. The accounts and the password come from the server while demo
 * mode is on; once it has ended, there is no panel.
 */
export function DemoAccounts({ onUse }: { onUse: (email: string, password: string) => void }) {
  const { t } = useTranslation();
  const { data } = useDemoAccounts();
  if (!data?.active || !data.password || data.accounts.length === 0) return null;
  const password = data.password;
  return (
    <section aria-labelledby="demo-accounts-heading" className="rounded-xl border border-border bg-surface-muted p-4">
      <h2 id="demo-accounts-heading" className="text-lg font-semibold text-text">
        {t('auth.demo.title')}
      </h2>
      <p className="mt-1 text-sm text-text-muted">{t('auth.demo.hint', { password })}</p>
      <ul className="mt-3 divide-y divide-border">
        {data.accounts.map((account) => {
          // Each account is named by its role, with the name the dashboard gives it.
          const label = t(`role.${account.role}`);
          return (
            <li key={account.email} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="block font-semibold text-text">{label}</span>
                <span className="block text-sm break-all text-text-muted">{account.email}</span>
              </span>
              <button
                type="button"
                className="min-h-11 rounded-lg border border-primary px-4 font-semibold text-primary hover:bg-surface"
                onClick={() => onUse(account.email, password)}
                aria-label={t('auth.demo.useAria', { account: label })}
              >
                {t('auth.demo.use')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
