/** The main test server's port (E2E_PORT); the servers for site-wide changes and for ending demo mode use the next two. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3457);

/**
 * The main test server's mail server (its SMTP_URL): a test that follows an email listens here
 * while it runs. Mail is sent only when a test asks for it, so nothing needs to listen otherwise.
 */
export const SMTP_PORT = E2E_PORT + 5;

/**
 * The mail server of the server for site-wide changes: the background-jobs test listens here
 * only once it has seen invitations fail and be parked, then runs them again.
 */
export const SITE_WIDE_SMTP_PORT = E2E_PORT + 6;
