import { TOAST } from '@jal/contracts/core';
import { lazy, Suspense, useEffect } from 'react';

/**
 * Toasts (sonner, spec §9) loaded after the first view: no toast can appear before the user acts,
 * so its code need not delay the first paint. `notify` waits until the toaster is mounted.
 */
let sonner: Promise<typeof import('sonner')> | undefined;
const loadSonner = () => (sonner ??= import('sonner'));

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

async function show(kind: 'success' | 'error' | 'info', message: string) {
  const [{ toast }] = await Promise.all([loadSonner(), mounted]);
  toast[kind](message);
}

export const notify = {
  success: (message: string) => void show('success', message),
  error: (message: string) => void show('error', message),
  info: (message: string) => void show('info', message),
};

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

function MountedSignal() {
  // Runs after the toaster (its earlier sibling) has mounted and subscribed.
  useEffect(() => markMounted(), []);
  return null;
}

export function ToasterHost() {
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        richColors
        closeButton
        duration={TOAST.duration}
        visibleToasts={TOAST.visibleToasts}
        gap={TOAST.gap}
        hotkey={[...TOAST.hotkey]}
      />
      <MountedSignal />
    </Suspense>
  );
}
