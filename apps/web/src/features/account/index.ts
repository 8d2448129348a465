import { lazy } from 'react';
import { lazyPage } from '@/lib/lazy-page';

// The signed-in person's own account: the menu under their name, their profile, and this device
// following their preferences; the privacy notice and the terms of use they accept on sign-up.
// Everything is its own chunk: a visitor's first view loads none of it.
export const AccountMenu = lazy(() => import('./components/account-menu'));
export const PreferenceSync = lazy(() => import('./components/preference-sync-host'));

export const ProfilePage = lazyPage(() => import('./pages/profile-page'));
export const PrivacyPage = lazyPage(() => import('./pages/privacy-page'));
export const TermsPage = lazyPage(() => import('./pages/terms-page'));
