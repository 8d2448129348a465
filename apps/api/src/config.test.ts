import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', seed: true, demo: true, databaseUrl: undefined, logLevel: 'info' });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads DATABASE_URL and flags', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/jal', SEED: 'false', DEMO: 'false', PORT: '8080' });
    expect(config).toMatchObject({ databaseUrl: 'postgres://u:p@db:5432/jal', seed: false, demo: false, port: 8080 });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SEED: 'maybe' }, 'SEED'],
    [{ DEMO: 'off' }, 'DEMO'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,proxy.internal' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '::1/129' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1/8/8' }, 'TRUST_PROXY'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'jal.example' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://jal.example' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://jal.example/?from=mail' }, 'PUBLIC_URL'],
    [{ MAIL_FROM: 'Jal Shiksha' }, 'MAIL_FROM'],
  ])('stops on a bad value, naming the variable (%j)', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  describe('TRUST_PROXY', () => {
    it.each([
      [undefined, false],
      ['', false],
      ['false', false],
      ['0', false],
      ['127.0.0.1', ['127.0.0.1']],
      ['10.0.0.2, 10.1.0.0/16', ['10.0.0.2', '10.1.0.0/16']],
      ['::1,fd00::/8', ['::1', 'fd00::/8']],
      ['2001:DB8::1', ['2001:db8::1']],
      ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
    ])('reads %j as %j', (value, expected) => {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
    });

    it.each(['true', 'TRUE', ' true '])('refuses %j (any client could choose its address), saying what to give instead', (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must not be true.*X-Forwarded-For.*addresses of the proxies/);
    });

    // Fastify ignores a hop count, so behind a proxy every client would share the proxy's address.
    it.each(['1', '2'])('refuses the hop count %j, asking for the proxy addresses', (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must not be a number of proxies.*addresses of the proxies/);
    });
  });

  describe('account email', () => {
    it('writes to the outbox unless SMTP_URL is set, from a default sender', () => {
      expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, mailFrom: 'Jal Shiksha <no-reply@localhost>', publicUrl: undefined });
    });

    it('reads SMTP_URL, MAIL_FROM and PUBLIC_URL (without its trailing slash)', () => {
      const config = loadConfig({
        SMTP_URL: 'smtps://user:secret@mail.example:465',
        MAIL_FROM: 'Jal Shiksha <learn@jal.example>',
        PUBLIC_URL: 'https://jal.example/',
      });
      expect(config).toMatchObject({
        smtpUrl: 'smtps://user:secret@mail.example:465',
        mailFrom: 'Jal Shiksha <learn@jal.example>',
        publicUrl: 'https://jal.example',
      });
    });

    it('treats empty SMTP_URL and PUBLIC_URL as unset', () => {
      expect(loadConfig({ SMTP_URL: '', PUBLIC_URL: '', DATABASE_URL: '' })).toMatchObject({
        smtpUrl: undefined,
        publicUrl: undefined,
        databaseUrl: undefined,
      });
    });
  });
});
