import { LEARNER_IMPORT_PATHS } from '@jal/contracts/core';
import { Outlet, useLocation } from 'react-router';
import { Redirect } from '@/lib/redirect';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * Sends a person who signed in with a one-time password to choose their own before any signed-in
 * page: the API refuses them everything else until then.
 */
export function FirstPasswordGate() {
  const { user } = useAuth();
  const location = useLocation();
  if (!user?.mustChangePassword) return <Outlet />;
  const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);
  return <Redirect to={`${LEARNER_IMPORT_PATHS.setPassword}?returnTo=${returnTo}`} />;
}
