// What the app's first step (main.tsx) needs of this feature: who was signed in on this browser.
export { readStoredSession } from './auth-storage';
