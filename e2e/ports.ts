/** The main test server's port (E2E_PORT); the servers for site-wide changes and for ending demo mode use the next two. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3457);

/**
 * The main test server's mail server (its SMTP_URL): a test that follows an email listens here
 * while it runs. Mail is sent only when a test asks for it, so nothing needs to listen otherwise.
 */
export const SMTP_PORT = E2E_PORT + 5;
