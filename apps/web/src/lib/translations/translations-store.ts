import { API, CHOICE_KEYS, DEFAULT_LANGUAGE } from '@jal/contracts/core';
import type { FrontendTranslations, Language, TranslationTree } from '@jal/contracts';
import { useSyncExternalStore } from 'react';
import { apiRequest, noResponse, type Envelope } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { readChoice, rememberChoice } from '@/lib/storage';
import { bootString } from './boot-strings';
import { chooseStartupLanguage } from './language-startup';

export type TranslationStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export type TranslationState = {
  status: TranslationStatus;
  error: string | null;
  /** The last load failed with no answer at all: the network is gone, whatever the phone believes. */
  unreachable: boolean;
  initialised: boolean;
  lastFetchedAt: number | null;
  availableLanguages: Language[];
  defaultLanguage: string;
  /** Pages whose strings are already merged into i18next. */
  loadedPages: string[];
};

const initialState: TranslationState = {
  status: 'idle',
  error: null,
  unreachable: false,
  initialised: false,
  lastFetchedAt: null,
  availableLanguages: [],
  defaultLanguage: 'en',
  loadedPages: [],
};

let state = initialState;
const listeners = new Set<() => void>();

function setState(patch: Partial<TranslationState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function getTranslationState() {
  return state;
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTranslationState(): TranslationState {
  return useSyncExternalStore(subscribe, getTranslationState, getTranslationState);
}

function applyLanguage(language: string) {
  // On the server the page's HTML carries the language instead. Only a change is written (a
  // root attribute set again restyles the whole page).
  if (typeof document !== 'undefined' && document.documentElement.lang !== language) document.documentElement.lang = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

function mergeTranslations(payload: FrontendTranslations) {
  for (const [language, tree] of Object.entries(payload.translations)) {
    i18n.addResourceBundle(language, 'translation', tree, true, true);
  }
}

function applyPayload(payload: FrontendTranslations, page: string, stored = readChoice(CHOICE_KEYS.language)) {
  mergeTranslations(payload);
  const available = payload.availableLanguages.map((language) => language.code);
  applyLanguage(chooseStartupLanguage(i18n.language, stored, available, payload.defaultLanguage));
  setState({
    status: 'loaded',
    error: null,
    initialised: true,
    lastFetchedAt: Date.now(),
    availableLanguages: payload.availableLanguages,
    defaultLanguage: payload.defaultLanguage,
    loadedPages: [...new Set([...state.loadedPages, page])],
  });
}

/**
 * Starts from the strings the server inlined into the page (`#boot-translations`, and
 * `#boot-translations-dashboard` on a dashboard page), if any, so the first view renders without
 * waiting for a request. Each block is taken once. Returns whether it could.
 */
export function bootFromInlineTranslations(page: string, elementId = 'boot-translations'): boolean {
  const element = document.getElementById(elementId);
  if (!element?.textContent) return false;
  element.remove();
  try {
    const response = JSON.parse(element.textContent) as Envelope<FrontendTranslations>;
    if (!response.data?.translations) return false;
    applyPayload(response.data, page);
    return true;
  } catch (error) {
    console.error('Inline translations were unreadable; fetching them instead.', error);
    return false;
  }
}

/**
 * On the server, for one render: the page's strings, in the language of the visitor's cookie (or
 * the server's default), chosen by the same rule as in the browser. Returns the language.
 */
export function startFromServerTranslations(payload: FrontendTranslations, page: string, stored: string | null): string {
  state = initialState;
  // The rule keeps a current language other than English, so each render starts from English.
  if (i18n.language !== DEFAULT_LANGUAGE) void i18n.changeLanguage(DEFAULT_LANGUAGE);
  applyPayload(payload, page, stored);
  return i18n.language;
}

/** Loads (once per page unless forced) the strings of a page and the general set. */
export async function loadTranslations(page: string, options: { force?: boolean } = {}) {
  if (options.force) setState({ initialised: false, lastFetchedAt: null, loadedPages: [] });
  if (!options.force && state.loadedPages.includes(page)) return;
  setState({ status: 'loading', error: null, unreachable: false });
  try {
    const response = await apiRequest<Envelope<FrontendTranslations> & Partial<FrontendTranslations>>(API.translationsFrontend, {
      query: { page },
    });
    // The payload is inside `data`; older servers sent it at the top level.
    const payload = response.data ?? response;
    if (!payload?.translations) throw new Error(bootString('fetchFailed', i18n.language));
    applyPayload(payload, page);
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : bootString('fetchFailed', i18n.language);
    setState({ status: 'failed', error: message, unreachable: noResponse(error) });
  }
}

/** Saves the choice under `language` and switches the UI. */
export function selectLanguage(language: string) {
  rememberChoice(CHOICE_KEYS.language, language);
  applyLanguage(language);
}

/** Updates one string locally, by language and dotted key path. */
export function updateTranslationLocally(language: string, dottedKey: string, text: string) {
  i18n.addResource(language, 'translation', dottedKey, text);
}

export function resetTranslationStateForTests() {
  state = initialState;
}

export type { TranslationTree };
