import { TOAST } from '@jal/contracts/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Toasts (sonner: 4 s each, three at most) loaded after the first view: no toast can appear before the user acts,
 * so its code need not compete with the first paint. The toaster mounts on the first `notify`, or
 * a few seconds after the page has loaded; `notify` waits until it is mounted.
 */
const PRELOAD_AFTER_LOAD_MS = 4000;
let requestMount: () => void = () => {};
let mountRequested = false;
let sonner: Promise<typeof import('sonner')> | undefined;
const loadSonner = () => (sonner ??= import('sonner'));

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Pages that will soon need a toast (forms) mount the toaster while the person types. */
export function preloadToaster() {
  mountRequested = true;
  requestMount();
}

/** For a form whose result is told in a toast. */
export function usePreloadToaster() {
  useEffect(() => preloadToaster(), []);
}

async function show(kind: 'success' | 'error' | 'info', message: string) {
  preloadToaster();
  const [{ toast }] = await Promise.all([loadSonner(), mounted]);
  toast[kind](message);
}

/** Each call resolves once the toast is on screen. */
export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

function MountedSignal() {
  // Runs after the toaster (its earlier sibling) has mounted and subscribed.
  useEffect(() => markMounted(), []);
  return null;
}

function useMountWanted(loadEarly: boolean) {
  const [wanted, setWanted] = useState(mountRequested);
  useEffect(() => {
    requestMount = () => setWanted(true);
    if (mountRequested) setWanted(true);
    if (!loadEarly) {
      return () => {
        requestMount = () => {};
      };
    }
    let timer = 0;
    const later = () => {
      timer = window.setTimeout(() => setWanted(true), PRELOAD_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('load', later);
      requestMount = () => {};
    };
  }, [loadEarly]);
  return wanted;
}

/**
 * `loadEarly: false` (low-data mode) drops the load a few seconds after the page: the toaster's
 * code then arrives with the first toast or the first form, never on speculation.
 */
export function ToasterHost({ loadEarly = true }: { loadEarly?: boolean }) {
  const { t } = useTranslation();
  const wanted = useMountWanted(loadEarly);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* At the bottom: the header and its menu stay at the top of a phone's screen, never covered. */}
      <Toaster
        position="bottom-center"
        richColors
        closeButton
        customAriaLabel={t('toast.region')}
        toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
        duration={TOAST.duration}
        visibleToasts={TOAST.visibleToasts}
        gap={TOAST.gap}
        hotkey={[...TOAST.hotkey]}
      />
      <MountedSignal />
    </Suspense>
  );
}
