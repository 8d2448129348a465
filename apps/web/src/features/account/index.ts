import { lazyPage } from '@/lib/lazy-page';

// The signed-in person's own account: their part of the header (the menu under their name, with
// this device following their preferences), their profile; and the privacy notice and the terms of
// use they accept on sign-up. In chunks of their own: a visitor's first view loads none of it.
export const SignedInArea = lazyPage(() => import('./components/signed-in-area'));

/** The profile, the privacy notice and the terms of use, as the address names them. */
export const AccountPage = lazyPage(() => import('./pages/account-page'));
