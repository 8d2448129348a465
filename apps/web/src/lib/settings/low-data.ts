import { CHOICE_KEYS } from '@jal/contracts/core';
import { changeListeners } from '@/lib/change-listeners';
import { readChoice, rememberChoice } from '@/lib/storage';

/** localStorage key (and cookie name) of the learner's own choice ('on' or 'off'); without one the browser's wish is followed. */
export const LOW_DATA_STORAGE_KEY = CHOICE_KEYS.lowData;

/** The network facts the browser reports (Chromium; other browsers leave `navigator.connection` out). */
type NetworkInformation = EventTarget & { saveData?: boolean; effectiveType?: string };

function connection(): NetworkInformation | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** Only 'on' and 'off' count as a choice; anything else means "follow the browser". */
export function parseLowDataChoice(value: unknown): boolean | null {
  if (value === 'on') return true;
  if (value === 'off') return false;
  return null;
}

/** The learner's choice wins; before one, low-data mode is on when the browser asks to save data. */
export function resolveLowData(choice: boolean | null, browserSavesData: boolean): boolean {
  return choice ?? browserSavesData;
}

/**
 * Whether the browser asks to save data: its own flag (Chromium sets it together with the
 * `Save-Data: on` header), or the mark the server put into the page when the request carried
 * that header (apps/api/src/plugins/web-app.ts), for browsers that send the header only.
 */
export function browserSavesData(): boolean {
  if (connection()?.saveData === true) return true;
  return document.querySelector('meta[name="save-data"]')?.getAttribute('content') === 'on';
}

let lowData = false;
const listeners = changeListeners(() => isLowDataMode());

function apply() {
  lowData = resolveLowData(parseLowDataChoice(readChoice(LOW_DATA_STORAGE_KEY)), browserSavesData());
  listeners.notify();
}

/**
 * Reads the choice before the first render, and follows the browser's setting while no choice is
 * stored. The server passes the cookie's choice and whether the request asked to save data.
 */
export function initLowDataMode(fromServer?: { stored: string | null; savesData: boolean }) {
  if (fromServer) {
    lowData = resolveLowData(parseLowDataChoice(fromServer.stored), fromServer.savesData);
    return;
  }
  apply();
  connection()?.addEventListener?.('change', apply);
}

/** The learner's choice: stored, and from now on it wins over what the browser asks. */
export function setLowDataMode(on: boolean) {
  rememberChoice(LOW_DATA_STORAGE_KEY, on ? 'on' : 'off');
  apply();
}

/** Whether low-data mode is on: videos start small, optional pictures and downloads wait. */
export function isLowDataMode(): boolean {
  return lowData;
}

/** Calls `listener` after each change of the mode; returns the function that stops it. */
export function subscribeLowDataMode(listener: () => void): () => void {
  return listeners.subscribe(listener);
}

export function useLowDataMode(): boolean {
  return listeners.useValue();
}
