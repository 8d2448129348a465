import { PATHS } from '@jal/contracts/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { usePageTitle } from '@/components/page-title';
import { useAuth } from '@/lib/auth/auth-context';
import { signInPathWithReturn } from '@/lib/auth/redirect-target';

/**
 * A signed-in learner who opened the dashboard: two ways on, to their own learning or to sign in
 * as someone else (signed out on this device first, then back to the dashboard after sign-in).
 */
function AccessDenied() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  usePageTitle(t('dashboard.accessDenied.title'));
  const switchAccount = async () => {
    await signOut();
    await navigate(signInPathWithReturn(PATHS.dashboard, ''), { replace: true });
  };
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-danger">{t('dashboard.accessDenied.title')}</h1>
      <p className="mt-4 text-lg text-text">{t('dashboard.accessDenied.message')}</p>
      <p className="mt-2 text-text-muted">{t('dashboard.accessDenied.hint')}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={PATHS.myLearning} className={buttonClass.primary}>
          {t('dashboard.accessDenied.myLearning')}
        </Link>
        <button type="button" className={buttonClass.secondary} onClick={() => void switchAccount()}>
          {t('dashboard.accessDenied.switchAccount')}
        </button>
      </div>
    </div>
  );
}

export default AccessDenied;
