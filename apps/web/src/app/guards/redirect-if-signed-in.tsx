import { Outlet, useSearchParams } from 'react-router';
import { Redirect } from '@/lib/redirect';
import { useAuth } from '@/lib/auth/auth-context';
import { postSignInTarget } from '@/lib/auth/redirect-target';

/** Sign-in and sign-up send a signed-in user on: to returnTo, else by role. */
export function RedirectIfSignedIn() {
  const { user, isLoading, isRedirecting } = useAuth();
  const [params] = useSearchParams();
  if (!isLoading && user && !isRedirecting) return <Redirect to={postSignInTarget(params.get('returnTo'), user.role)} />;
  return <Outlet />;
}
