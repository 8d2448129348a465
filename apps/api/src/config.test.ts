import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadServerConfig } from './config.js';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: 'localhost', seed: true, demo: true, databaseUrl: undefined, logLevel: 'info' });
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

    it.each([
      ['1', 1],
      ['2', 2],
      [' 3 ', 3],
    ])('reads the hop count %j as %j proxies', (value, expected) => {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
    });

    it('refuses an implausible hop count', () => {
      expect(() => loadConfig({ TRUST_PROXY: '500' })).toThrow(/TRUST_PROXY: must be at most 10/);
    });

    it('names both accepted forms when refusing true', () => {
      expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/addresses of the proxies.*or the number of proxies/);
    });
  });

  describe('sessions', () => {
    const DAY = 24 * 60 * 60 * 1000;

    it('end after 7 idle days and 30 days at most by default', () => {
      expect(loadConfig({}).sessionPolicy).toEqual({ idleMs: 7 * DAY, maxMs: 30 * DAY });
    });

    it('read SESSION_IDLE_DAYS and SESSION_MAX_DAYS, fractions included', () => {
      expect(loadConfig({ SESSION_IDLE_DAYS: '0.5', SESSION_MAX_DAYS: '14' }).sessionPolicy).toEqual({ idleMs: DAY / 2, maxMs: 14 * DAY });
      expect(loadConfig({ SESSION_IDLE_DAYS: '', SESSION_MAX_DAYS: '' }).sessionPolicy).toEqual({ idleMs: 7 * DAY, maxMs: 30 * DAY });
    });

    it.each([
      [{ SESSION_IDLE_DAYS: '0' }, 'SESSION_IDLE_DAYS'],
      [{ SESSION_IDLE_DAYS: 'a week' }, 'SESSION_IDLE_DAYS'],
      [{ SESSION_MAX_DAYS: '-1' }, 'SESSION_MAX_DAYS'],
      [{ SESSION_MAX_DAYS: '99999' }, 'SESSION_MAX_DAYS'],
    ])('stop on %j', (env, name) => {
      expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: must`));
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
  describe('demo mode and the address listened on', () => {
    it.each(['localhost', '127.0.0.1', '127.8.0.1', '::1', '::ffff:127.0.0.1'])('is on by default on the loopback address %s', (host) => {
      expect(loadConfig({ HOST: host })).toMatchObject({ host, loopback: true, demo: true, demoSet: false });
    });

    it.each(['0.0.0.0', '::', '192.0.2.2', 'fd00::2', 'jal.example'])('is off by default on %s, which others can reach', (host) => {
      expect(loadConfig({ HOST: host })).toMatchObject({ loopback: false, demo: false, demoSet: false });
    });

    it('follows DEMO when it is set, on any address', () => {
      expect(loadConfig({ HOST: '0.0.0.0', DEMO: 'true' })).toMatchObject({ demo: true, demoSet: true });
      expect(loadConfig({ DEMO: 'false' })).toMatchObject({ loopback: true, demo: false, demoSet: true });
    });
  });

  describe('the server without PUBLIC_URL', () => {
    it('starts in demo mode on a loopback address (links go to the address it listens on)', () => {
      expect(loadServerConfig({})).toMatchObject({ demo: true, publicUrl: undefined });
      expect(loadServerConfig({ HOST: '0.0.0.0', DEMO: 'true' })).toMatchObject({ demo: true, publicUrl: undefined });
    });

    it('refuses to start outside demo mode, naming PUBLIC_URL', () => {
      expect(() => loadServerConfig({ DEMO: 'false' })).toThrow(ConfigError);
      expect(() => loadServerConfig({ DEMO: 'false' })).toThrow(/PUBLIC_URL: must be set outside demo mode/);
    });

    it('on a public address, says demo mode is off for that reason and what DEMO=true would expose', () => {
      expect(() => loadServerConfig({ HOST: '0.0.0.0' })).toThrow(
        /PUBLIC_URL: must be set outside demo mode.*HOST=0\.0\.0\.0 is not a loopback address; DEMO=true .* sign in as super admin/,
      );
    });

    it('starts outside demo mode once PUBLIC_URL is set; the commands never need it', () => {
      expect(loadServerConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://jal.example' })).toMatchObject({
        demo: false,
        publicUrl: 'https://jal.example',
      });
      expect(loadConfig({ HOST: '0.0.0.0', DEMO: 'false' })).toMatchObject({ demo: false, publicUrl: undefined });
    });
  });

  describe('video copies', () => {
    it('makes them unless JAL_VIDEO_VARIANTS is off; an empty value counts as unset', () => {
      expect(loadConfig({}).videoVariants).toBe(true);
      expect(loadConfig({ JAL_VIDEO_VARIANTS: '' }).videoVariants).toBe(true);
      expect(loadConfig({ JAL_VIDEO_VARIANTS: 'on' }).videoVariants).toBe(true);
      expect(loadConfig({ JAL_VIDEO_VARIANTS: 'off' }).videoVariants).toBe(false);
      expect(() => loadConfig({ JAL_VIDEO_VARIANTS: 'yes' })).toThrow(/JAL_VIDEO_VARIANTS: must be on or off/);
    });
  });
  describe('lesson audio', () => {
    it('reads text lessons aloud unless JAL_LESSON_AUDIO is off; an empty value counts as unset', () => {
      expect(loadConfig({}).lessonAudio).toBe(true);
      expect(loadConfig({ JAL_LESSON_AUDIO: '' }).lessonAudio).toBe(true);
      expect(loadConfig({ JAL_LESSON_AUDIO: 'off' }).lessonAudio).toBe(false);
      expect(() => loadConfig({ JAL_LESSON_AUDIO: 'yes' })).toThrow(/JAL_LESSON_AUDIO: must be on or off/);
    });
    it('takes base maps of up to 512 MB unless MAP_TILES_MAX_MB says otherwise', () => {
      expect(loadConfig({}).mapTilesMaxBytes).toBe(512 * 1024 * 1024);
      expect(loadConfig({ MAP_TILES_MAX_MB: '' }).mapTilesMaxBytes).toBe(512 * 1024 * 1024);
      expect(loadConfig({ MAP_TILES_MAX_MB: '2048' }).mapTilesMaxBytes).toBe(2048 * 1024 * 1024);
      expect(() => loadConfig({ MAP_TILES_MAX_MB: '0' })).toThrow(/MAP_TILES_MAX_MB: must be at least 1 megabyte/);
      expect(() => loadConfig({ MAP_TILES_MAX_MB: 'lots' })).toThrow(/MAP_TILES_MAX_MB: must be a number of megabytes/);
    });
  });
  describe('shutdown', () => {
    it('drains for 10 s unless SHUTDOWN_DRAIN_MS says otherwise', () => {
      expect(loadConfig({}).shutdownDrainMs).toBe(10_000);
      expect(loadConfig({ SHUTDOWN_DRAIN_MS: '' }).shutdownDrainMs).toBe(10_000);
      expect(loadConfig({ SHUTDOWN_DRAIN_MS: '2500' }).shutdownDrainMs).toBe(2500);
      expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS: must be 0 or more/);
    });
  });
});
