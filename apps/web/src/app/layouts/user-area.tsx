import { displayName } from '@jal/contracts/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { SignedInArea } from '@/features/account';
import { useAuth } from '@/lib/auth/auth-context';
import { NotificationBell } from '@/features/notifications';

/** Register and Login for a visitor; for a signed-in person, their own part of the header (its own chunk). */
export function UserArea({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();

  if (!user) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Link to="/signup" onClick={onNavigate} className={buttonClass.ghost}>
          {t('nav.register')}
        </Link>
        <Link to="/signin" onClick={onNavigate} className={buttonClass.primary}>
          {t('nav.login')}
        </Link>
      </div>
    );
  }

  const name = displayName(user.nameVariants ?? user.name, i18n.language);
  // Until that part's code arrives, the greeting shows as plain text where its menu button will be.
  return (
    <div className="flex items-center gap-1">
      {/* In the narrow screens' menu the bell is already beside the menu button. */}
      {onNavigate || user.mustChangePassword ? null : <NotificationBell />}
      <Suspense fallback={<span className="px-2 font-semibold text-text">{t('nav.welcome', { name })}</span>}>
        <SignedInArea name={name} onNavigate={onNavigate} />
      </Suspense>
    </div>
  );
}
