/**
 * Tells every open tab of the app that the waiting events changed: the badge in each header and
 * the lessons shown with their local progress read the queue again.
 */
const CHANNEL = 'jal-offline-progress';
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null | undefined;

function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  if (channel) channel.onmessage = () => callListeners();
  return channel;
}

function callListeners() {
  for (const listener of listeners) listener();
}

export function announceQueueChange() {
  callListeners();
  openChannel()?.postMessage('changed');
}

export function onQueueChange(listener: () => void): () => void {
  openChannel();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
