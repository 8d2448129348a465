import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Notice } from './notice';

/** On the sign-in page right after a password reset: says it worked, and what to do next. */
export function PasswordChangedNotice() {
  const { t } = useTranslation();
  const state: unknown = useLocation().state;
  const changed = typeof state === 'object' && state !== null && 'passwordChanged' in state && state.passwordChanged === true;
  if (!changed) return null;
  return (
    <div className="mx-auto mb-6 max-w-5xl">
      <Notice tone="success">{t('auth.signIn.passwordChanged')}</Notice>
    </div>
  );
}
