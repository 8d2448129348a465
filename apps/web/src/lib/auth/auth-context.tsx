import { LEARNER_IMPORT_PATHS, LOGIN_REDIRECT_DELAY_MS, displayName } from '@jal/contracts/core';
import type { LoginBody, SecondFactorChallenge } from '@jal/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

import { notify } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { getMe } from './get-me';
import { login as loginRequest } from './login';
import { logout as logoutRequest } from './logout';
import { clearSession, readStoredSession, readToken, storeSession, storeUser, type AuthUser } from './auth-storage';
import { postSignInTarget } from './redirect-target';
import { signInErrorMessage } from './sign-in-error';

export type AuthContextValue = {
  user: AuthUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** True between a successful sign-in and the page load it triggers. */
  isRedirecting: boolean;
  /** Signs in, or answers the challenge of the second step (no session yet) when the account has one. */
  signIn: (credentials: LoginBody, returnTo?: string | null) => Promise<SecondFactorChallenge | null>;
  signInWithSession: (token: string, user: AuthUser, returnTo?: string | null) => void;
  signOut: () => Promise<void>;
  refetch: () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export type AuthProviderProps = {
  children: ReactNode;
  /** Where to go after sign-in; a full page load by default, as the specification asks. */
  navigateAfterSignIn?: (target: string) => void;
  /** On the server: who the session cookie says is signed in (the browser reads its own storage). */
  serverUser?: AuthUser | null;
  /** What this device forgets of the person as they sign out (the app hands in the downloads' deletion). */
  forgetOnSignOut?: () => Promise<void>;
};

export function AuthProvider({
  children,
  navigateAfterSignIn = (target) => window.location.assign(target),
  serverUser,
  forgetOnSignOut,
}: AuthProviderProps) {
  // Read before the first render, so a page rendered on the server hydrates with the same header
  // and a guarded page does not wait a render to learn who is signed in.
  const [user, setUser] = useState<AuthUser | null>(() => (serverUser === undefined ? readStoredSession() : serverUser));
  const [isLoading, setIsLoading] = useState(false);
  const [isRedirecting, setIsRedirecting] = useState(false);

  const refetch = useCallback(() => {
    setUser(readStoredSession());
    setIsLoading(false);
  }, []);

  useEffect(() => {
    refetch();
    // Confirm a stored session with the server: a revoked or expired one ends here, and the
    // stored user (or the placeholder) is replaced by the real one.
    if (!readToken()) return;
    let cancelled = false;
    getMe()
      .then((me) => {
        if (cancelled || !me) return;
        storeUser(me);
        setUser(me);
      })
      .catch((error: unknown) => {
        if (cancelled || !(error instanceof ApiError) || error.status !== 401) return;
        clearSession();
        setUser(null);
      });
    return () => {
      cancelled = true;
    };
  }, [refetch]);

  const finishSignIn = useCallback(
    (token: string, signedIn: AuthUser, returnTo?: string | null) => {
      storeSession(token, signedIn);
      refetch();
      const greeted = notify.success(
        i18n.t('auth.toast.welcome', { name: displayName(signedIn.nameVariants ?? signedIn.name, i18n.language) }),
      );
      setIsRedirecting(true);
      const landing = postSignInTarget(returnTo, signedIn.role);
      // Signed in with a one-time password: first the person's own password, then where they were going.
      const target = signedIn.mustChangePassword ? `${LEARNER_IMPORT_PATHS.setPassword}?returnTo=${encodeURIComponent(landing)}` : landing;
      // The 100 ms count from when the greeting is on screen; a toaster still loading on a slow
      // network may not hold the redirect back for more than a second.
      const giveUp = new Promise((resolve) => window.setTimeout(resolve, 1000));
      void Promise.race([greeted, giveUp]).then(() => window.setTimeout(() => navigateAfterSignIn(target), LOGIN_REDIRECT_DELAY_MS));
    },
    [navigateAfterSignIn, refetch],
  );

  const signIn = useCallback(
    async (credentials: LoginBody, returnTo?: string | null) => {
      try {
        const answer = await loginRequest(credentials);
        if (answer.kind === 'challenge') return answer.challenge;
        finishSignIn(answer.token, answer.user, returnTo);
        return null;
      } catch (error) {
        void notify.error(signInErrorMessage(error));
        throw error;
      }
    },
    [finishSignIn],
  );

  const signOut = useCallback(async () => {
    try {
      await logoutRequest();
    } catch (error) {
      console.error('Logout failed:', error);
    } finally {
      clearSession();
      // The courses downloaded on this phone are this user's: the next person must not open them.
      await forgetOnSignOut?.().catch((error: unknown) => console.error('The downloads could not be deleted:', error));
      setUser(null);
      void notify.success(i18n.t('auth.toast.loggedOut'));
    }
  }, [forgetOnSignOut]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading, isAuthenticated: !!user, isRedirecting, signIn, signInWithSession: finishSignIn, signOut, refetch }),
    [user, isLoading, isRedirecting, signIn, finishSignIn, signOut, refetch],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
