import { describe, expect, it } from 'vitest';
import { summariseDevice } from './device-summary';

describe('summariseDevice', () => {
  it('names the browser and the system of common User-Agents', () => {
    expect(summariseDevice('Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', null)).toEqual({
      browser: 'Chrome',
      system: 'Android',
    });
    expect(
      summariseDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Safari/604.1', null),
    ).toEqual({
      browser: 'Safari',
      system: 'iOS',
    });
    expect(summariseDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36 Edg/126.0', null)).toEqual({
      browser: 'Edge',
      system: 'Windows',
    });
    expect(summariseDevice('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', null)).toEqual({
      browser: 'Firefox',
      system: 'Linux',
    });
  });

  it('falls back on the platform the app names, and on nothing', () => {
    expect(summariseDevice('okhttp/4.12.0', 'android')).toEqual({ browser: null, system: 'android' });
    expect(summariseDevice(null, null)).toEqual({ browser: null, system: null });
  });
});
