import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readMessage, type ReadMessage } from '../lib/mail/test-helpers.js';

/** One message as the mail server received it: the envelope, and the message decoded. */
export type CaughtMail = { from: string; to: string[]; message: ReadMessage };

export type MailCatcher = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: CaughtMail[];
  /** The connections mail clients opened: in all, and the most open at one time. */
  connections: { total: number; mostAtOnce: number };
  /** The first message to `to` not yet taken, waiting up to `timeoutMs` for it to arrive. */
  next(to: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
};

/**
 * A real SMTP server on loopback that keeps every message it is given, for tests that follow
 * account email end to end. Port 0 picks a free one; `holdMs` makes the server take that long
 * to accept each message, as a slow mail server would.
 */
export async function startMailCatcher({ port = 0, holdMs = 0 }: { port?: number; holdMs?: number } = {}): Promise<MailCatcher> {
  const received: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  const connections = { total: 0, mostAtOnce: 0 };
  let open = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A server that sends through a pool keeps its connections open: closing does not wait for it.
    closeTimeout: 500,
    onConnect(_session, callback) {
      connections.total += 1;
      open += 1;
      connections.mostAtOnce = Math.max(connections.mostAtOnce, open);
      callback();
    },
    onClose() {
      open -= 1;
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          message: readMessage(Buffer.concat(chunks).toString('utf8')),
        });
        setTimeout(callback, holdMs);
      });
    },
  });
  // A client killed mid-message (as one test kills the server process) resets its connection.
  // A real mail server shrugs that off; without a listener the reset would throw in the test run.
  // Any other error is kept and thrown when the catcher is closed, so a test still sees it.
  const errors: Error[] = [];
  let listening = false;
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (listening && error.code !== 'ECONNRESET' && error.code !== 'EPIPE') errors.push(error);
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  listening = true;

  const next = async (to: string, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = received.find((candidate) => !taken.has(candidate) && candidate.to.includes(to));
      if (mail) {
        taken.add(mail);
        return mail;
      }
      if (Date.now() > deadline) throw new Error(`no email to ${to} arrived within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    connections,
    next,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      const [first] = errors;
      if (first) throw first;
    },
  };
}

/** The reset link in a message's text, and the token in it. */
export function resetLinkIn(mail: CaughtMail): { link: string; token: string } {
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.message.text)?.[0];
  if (!link) throw new Error(`no reset link in: ${mail.message.text}`);
  return { link, token: new URL(link).searchParams.get('token') ?? '' };
}
