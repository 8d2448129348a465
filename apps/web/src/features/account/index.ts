import { lazyPage } from '@/lib/lazy-page';

// The signed-in person's own account: their parts of the header (the menu under their name), this
// device following their preferences, their profile; and the privacy notice and the terms of use
// they accept on sign-up. In chunks of their own: a visitor's first view loads none of it.
export const SignedInHeader = lazyPage(() => import('./components/signed-in-header'));

/** The profile, the privacy notice and the terms of use, as the address names them. */
export const AccountPage = lazyPage(() => import('./pages/account-page'));
