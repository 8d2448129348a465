import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserSavesData,
  initLowDataMode,
  isLowDataMode,
  parseLowDataChoice,
  resolveLowData,
  setLowDataMode,
  subscribeLowDataMode,
} from './low-data';

/** The browser's network report, as Chromium gives it; an EventTarget so that changes can be sent. */
function reportConnection(saveData: boolean) {
  const connection = Object.assign(new EventTarget(), { saveData, effectiveType: '4g' });
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { connection }));
  return connection;
}

function addServerMark() {
  const meta = document.createElement('meta');
  meta.name = 'save-data';
  meta.content = 'on';
  document.head.append(meta);
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelector('meta[name="save-data"]')?.remove();
  window.localStorage.clear();
  initLowDataMode();
});

describe('low-data mode', () => {
  it("follows the browser's wish until the learner chooses, and the choice always wins", () => {
    expect(resolveLowData(null, false)).toBe(false);
    expect(resolveLowData(null, true)).toBe(true);
    expect(resolveLowData(false, true)).toBe(false);
    expect(resolveLowData(true, false)).toBe(true);
  });

  it("counts only 'on' and 'off' as a choice", () => {
    expect(parseLowDataChoice('on')).toBe(true);
    expect(parseLowDataChoice('off')).toBe(false);
    for (const value of ['true', '1', '', null, undefined]) expect(parseLowDataChoice(value)).toBeNull();
  });

  it('is off without a wish or a choice', () => {
    initLowDataMode();
    expect(browserSavesData()).toBe(false);
    expect(isLowDataMode()).toBe(false);
  });

  it('starts on when the browser reports saveData', () => {
    reportConnection(true);
    initLowDataMode();
    expect(isLowDataMode()).toBe(true);
  });

  it('starts on when the server marked the page (the request said Save-Data: on)', () => {
    addServerMark();
    initLowDataMode();
    expect(isLowDataMode()).toBe(true);
  });

  it("keeps the learner's choice over the browser's wish, across visits", () => {
    reportConnection(true);
    addServerMark();
    initLowDataMode();
    setLowDataMode(false);
    expect(window.localStorage.getItem('lowData')).toBe('off');
    initLowDataMode();
    expect(isLowDataMode()).toBe(false);
    window.localStorage.setItem('lowData', 'on');
    vi.unstubAllGlobals();
    document.head.querySelector('meta[name="save-data"]')?.remove();
    initLowDataMode();
    expect(isLowDataMode()).toBe(true);
  });

  it('tells subscribers of each change, including a change of the browser setting while no choice is stored', () => {
    const connection = reportConnection(false);
    initLowDataMode();
    const listener = vi.fn();
    const stop = subscribeLowDataMode(listener);
    connection.saveData = true;
    connection.dispatchEvent(new Event('change'));
    expect(isLowDataMode()).toBe(true);
    expect(listener).toHaveBeenCalled();
    listener.mockClear();
    setLowDataMode(false);
    expect(listener).toHaveBeenCalledTimes(1);
    connection.dispatchEvent(new Event('change'));
    expect(isLowDataMode()).toBe(false);
    stop();
    listener.mockClear();
    setLowDataMode(true);
    expect(listener).not.toHaveBeenCalled();
  });
});
