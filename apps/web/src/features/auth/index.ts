import { lazyPage } from '@/lib/lazy-page';

// Who is signed in, the guards the router puts around pages, and the sign-in and sign-up pages.
export { AuthProvider, useAuth, type AuthContextValue } from './auth-context';
export { readStoredSession, storeUser, type AuthUser } from './auth-storage';
export { DashboardGuard, RoleGuard } from './components/dashboard-guard';
export { DashboardIndex } from './components/dashboard-index';
export { RedirectIfSignedIn } from './components/redirect-if-signed-in';
export { RequireAuth } from './components/require-auth';
export { FirstPasswordGate } from './components/first-password-gate';

// Each page is its own chunk: the forms and their validation load only when a form is opened.
export const SignInPage = lazyPage(() => import('./pages/sign-in-page'));
export const SignUpPage = lazyPage(() => import('./pages/sign-up-page'));
export const ForgotPasswordPage = lazyPage(() => import('./pages/forgot-password-page'));
export const ResetPasswordPage = lazyPage(() => import('./pages/reset-password-page'));
export const SetPasswordPage = lazyPage(() => import('./pages/set-password-page'));
