import { PATHS } from '@jal/contracts/core';
import { useLocation } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';
import { PrivacyNotice } from '../components/privacy-notice';
import { TermsOfUse } from '../components/terms-of-use';

// The profile's forms and their validation load only on the profile, never with a notice (the
// server loads them before its first render, as every lazily loaded part).
const ProfilePage = lazyPage(() => import('./profile-page'));

/**
 * The account's pages, as the address names them: the profile, the privacy notice, the terms of
 * use. One small chunk for the three, so the first view of the site carries one page address
 * rather than three.
 */
export function AccountPage() {
  const { pathname } = useLocation();
  if (pathname.startsWith(PATHS.profile)) return <ProfilePage />;
  return pathname.startsWith(PATHS.privacy) ? <PrivacyNotice /> : <TermsOfUse />;
}

export default AccountPage;
