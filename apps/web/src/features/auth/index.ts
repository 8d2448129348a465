import { lazyPage } from '@/lib/lazy-page';

// The sign-in and sign-up pages, and the pages of a forgotten or first password. Who is signed in
// lives below the features (lib/auth), and the guards around pages are the router's (app/guards).
// Each page is its own chunk: the forms and their validation load only when a form is opened.
export const SignInPage = lazyPage(() => import('./pages/sign-in-page'));
export const SignUpPage = lazyPage(() => import('./pages/sign-up-page'));
export const ForgotPasswordPage = lazyPage(() => import('./pages/forgot-password-page'));
export const ResetPasswordPage = lazyPage(() => import('./pages/reset-password-page'));
export const SetPasswordPage = lazyPage(() => import('./pages/set-password-page'));
