import { lazy } from 'react';
import { lazyPage } from '@/lib/lazy-page';

// The signed-in person's own account: their part of the header (the menu under their name), their profile, and this device
// following their preferences; the privacy notice and the terms of use they accept on sign-up.
// Everything is its own chunk: a visitor's first view loads none of it.
export const SignedInArea = lazy(() => import('./components/signed-in-area'));

export const ProfilePage = lazyPage(() => import('./pages/profile-page'));
/** The privacy notice or the terms of use, as the address names: both in one chunk. */
export const NoticePage = lazyPage(() => import('./pages/notice-page'));
