import { i18n } from '../lib/i18n';

/** The few English strings component tests read, as the server would send them. */
export function loadTestStrings() {
  i18n.addResourceBundle(
    'en',
    'translation',
    {
      auth: {
        toast: { welcome: 'Welcome {{name}}! Logged in successfully.', loginFailed: 'Login failed', loggedOut: 'Logged out successfully' },
      },
      common: { checkingAccess: 'Checking your access...' },
      dashboard: {
        accessDenied: {
          title: 'Access Denied',
          message: 'You need admin or organization privileges to access the dashboard.',
          hint: 'Please login with an admin account to access this area.',
        },
      },
      site: { name: 'Jal Shiksha' },
    },
    true,
    true,
  );
}
