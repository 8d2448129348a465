import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { writeToOutbox } from './outbox.js';

/** One account email (password reset, address confirmation): plain text, optionally HTML too. */
export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** Closes the connections kept open to the mail server (the server is closing). */
  close(): void;
};

/**
 * Connections kept open to the mail server and shared by every message: a thousand invitations
 * go through these few rather than a thousand connections, each opened and closed. A connection
 * is replaced after MAIL_MESSAGES_PER_CONNECTION messages, as many mail servers refuse more.
 */
export const MAIL_CONNECTIONS = 3;
export const MAIL_MESSAGES_PER_CONNECTION = 100;
/** Email jobs of one kind run at once in a process: enough to keep every connection busy while the others read the database. */
export const MAIL_JOB_CONCURRENCY = 2 * MAIL_CONNECTIONS;
/**
 * Tries of an email job: with the queue's waits (30 s, doubling) the last is about a quarter of
 * an hour after the first, long enough for a mail server's restart, short enough to be noticed.
 */
export const MAIL_JOB_ATTEMPTS = 6;

/** The part of the server's logger the mailer uses (app.log fits). */
export type MailLogger = { info(details: object, message: string): void };

export type MailerOptions = {
  /** SMTP_URL; without it, mail is written to files instead of sent. */
  smtpUrl: string | undefined;
  /** DATA_DIR: the files go to its `outbox/` folder. */
  dataDir: string;
  logger: MailLogger;
  /** MAIL_FROM, e.g. "Jal Shiksha <no-reply@jal.example>". */
  from: string;
};

/**
 * Sends account email through SMTP_URL's server or, when none is set (development, a trial
 * install), writes each message as an .eml file that opens in any mail program. Logs say which
 * message went where, never what it says: bodies hold sign-in links.
 */
export function createMailer({ smtpUrl, dataDir, logger, from }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: MAIL_CONNECTIONS,
      maxMessages: MAIL_MESSAGES_PER_CONNECTION,
    });
    return {
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        logger.info({ messageId: info.messageId }, 'Account email sent');
      },
      close: () => transport.close(),
    };
  }

  const outbox = join(dataDir, 'outbox');
  logger.info({ outbox }, 'SMTP_URL is not set: account email is written to files in the outbox folder, not sent');
  // CRLF line ends, as the message format defines them, so the files are the messages as they would be sent.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      const file = await writeToOutbox(outbox, info.message as Buffer);
      logger.info({ messageId: info.messageId, file }, 'Account email written to the outbox');
    },
    close: () => transport.close(),
  };
}
