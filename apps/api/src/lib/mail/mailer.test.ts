import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher.js';
import { createMailer, type MailLogger } from './mailer.js';
import { readMessage } from './test-helpers.js';

const FROM = 'Jal Shiksha <no-reply@jal.example>';
const MESSAGE = {
  to: 'asha@example.com',
  subject: 'पासवर्ड बदलें',
  text: 'नमस्ते आशा,\nअपना पासवर्ड बदलने के लिए यह लिंक खोलें: https://jal.example/reset-password?token=secret-token\n',
  html: '<p>नमस्ते आशा, <a href="https://jal.example/reset-password?token=secret-token">पासवर्ड बदलें</a></p>',
};

/** A logger that keeps what it is given, to check what the mailer tells the log. */
function recordingLogger() {
  const lines: { details: object; message: string }[] = [];
  const logger: MailLogger = { info: (details, message) => lines.push({ details, message }) };
  return { logger, logged: () => JSON.stringify(lines), lines };
}

function expectNothingOfTheMessageLogged(logged: string) {
  expect(logged).not.toContain('secret-token');
  expect(logged).not.toContain('नमस्ते');
  expect(logged).not.toContain(MESSAGE.to);
}

describe('with SMTP_URL: sent through the mail server', () => {
  let catcher: MailCatcher;

  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  afterAll(() => catcher.close());

  it('arrives for the recipient with its subject and body intact, Hindi included', async () => {
    const { logger, logged } = recordingLogger();
    await createMailer({ smtpUrl: catcher.url, dataDir: '/nonexistent', logger, from: FROM }).send(MESSAGE);

    expect(catcher.received).toHaveLength(1);
    const [mail] = catcher.received;
    expect(mail?.to).toEqual(['asha@example.com']);
    expect(mail?.from).toBe('no-reply@jal.example');
    const message = mail?.message;
    expect(message?.subject).toBe('पासवर्ड बदलें');
    expect(message?.text.replace(/\r\n/g, '\n')).toBe(MESSAGE.text);
    expect(message?.headers.get('to')).toBe('asha@example.com');
    expect(message?.headers.get('from')).toBe(FROM);
    expectNothingOfTheMessageLogged(logged());
  });

  it('fails the send when the server refuses the message', async () => {
    const { logger } = recordingLogger();
    const closed = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (_, __, cb) => cb(new Error('no such user')),
    });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `smtp://127.0.0.1:${(closed.server.address() as AddressInfo).port}`;
    await expect(createMailer({ smtpUrl: url, dataDir: '/nonexistent', logger, from: FROM }).send(MESSAGE)).rejects.toThrow();
    await new Promise<void>((resolve) => closed.close(resolve));
  });
});

describe('without SMTP_URL: written to DATA_DIR/outbox', () => {
  const dataDirs: string[] = [];
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'jal-mail-'));
    dataDirs.push(dataDir);
  });
  afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('says once, when created, that mail goes to the outbox folder', () => {
    const { logger, lines } = recordingLogger();
    createMailer({ smtpUrl: undefined, dataDir, logger, from: FROM });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.message).toContain('outbox');
    expect(lines[0]?.details).toEqual({ outbox: join(dataDir, 'outbox') });
  });

  it('writes each message as an .eml file readable only by the server', async () => {
    const { logger, logged } = recordingLogger();
    const mailer = createMailer({ smtpUrl: undefined, dataDir, logger, from: FROM });
    await mailer.send(MESSAGE);
    await mailer.send({ to: 'ravi@example.com', subject: 'Confirm your email', text: 'Hello Ravi' });

    const outbox = join(dataDir, 'outbox');
    const files = readdirSync(outbox).map((file) => join(outbox, file));
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml') && (statSync(file).mode & 0o777) === 0o600)).toBe(true);
    const raws = files.map((file) => readFileSync(file, 'utf8'));
    expect(raws.every((raw) => raw.includes('\r\n'))).toBe(true);
    const [toAsha, toRavi] = ['asha@example.com', 'ravi@example.com'].map((to) =>
      raws.map(readMessage).find((message) => message.headers.get('to') === to),
    );

    expect(toAsha?.headers.get('from')).toBe(FROM);
    expect(toAsha?.subject).toBe('पासवर्ड बदलें');
    expect(toAsha?.text.replace(/\r\n/g, '\n')).toBe(MESSAGE.text);
    expect(toRavi?.subject).toBe('Confirm your email');
    // A message ends with a line break of its own.
    expect(toRavi?.text).toBe('Hello Ravi\r\n');
    expectNothingOfTheMessageLogged(logged());
  });
});
