import { describe, expect, it, vi } from 'vitest';
import { connectUpdates, type UpdateSource } from './update-flow';

/** A stand-in for the worker's events: the test fires them. */
function fakeWorkbox() {
  const listeners = new Map<string, (() => void)[]>();
  const skipWaiting = vi.fn<() => void>();
  const source: UpdateSource & { fire(type: string): void; skipWaiting: typeof skipWaiting } = {
    addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    messageSkipWaiting: () => skipWaiting(),
    fire: (type) => listeners.get(type)?.forEach((listener) => listener()),
    skipWaiting,
  };
  return source;
}

/** The update flow connected to a fake Workbox, with the notice's Reload button to press. */
function connectedFlow() {
  const workbox = fakeWorkbox();
  const reload = vi.fn();
  let pressReload = () => {};
  connectUpdates(workbox, (action) => (pressReload = action), reload);
  return { workbox, reload, pressReload: () => pressReload() };
}

describe('the update flow', () => {
  it('shows the notice when a new version is waiting, and does nothing else', () => {
    const workbox = fakeWorkbox();
    const showNotice = vi.fn();
    const reload = vi.fn();
    connectUpdates(workbox, showNotice, reload);
    expect(showNotice).not.toHaveBeenCalled();
    workbox.fire('waiting');
    expect(showNotice).toHaveBeenCalledTimes(1);
    expect(workbox.skipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('Reload hands over to the waiting version, and the page reloads once it has taken over', () => {
    const { workbox, reload, pressReload } = connectedFlow();
    workbox.fire('waiting');
    pressReload();
    expect(workbox.skipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not mistake the first worker taking the page over for a new version', () => {
    const { workbox, reload, pressReload } = connectedFlow();
    workbox.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('waiting');
    pressReload();
    expect(workbox.skipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads a page whose learner did not press Reload, even when another tab hands over', () => {
    const { workbox, reload, pressReload } = connectedFlow();
    workbox.fire('waiting');
    workbox.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
    // The new version already runs this page: pressing Reload here only reloads.
    pressReload();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(workbox.skipWaiting).not.toHaveBeenCalled();
  });
});
