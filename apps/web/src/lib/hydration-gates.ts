/**
 * The gates behind which parts of a server-rendered page wait to be hydrated (see
 * hydrate-when-near.tsx). A gate opens when its part comes within a screen of the viewport, or at
 * once when the reader focuses, taps or clicks inside it. Gates that open together are opened one
 * per task, so that hydrating the page's lower parts never adds up to one long task on a slow phone.
 */

/** A part's DOM element carries its gate's id in this attribute, in the server's HTML too. */
export const GATE_ATTRIBUTE = 'data-hydrates-when-near';

export type HydrationGate = {
  /** Settles once the gate is open; a suspended part resumes its hydration then. */
  opened: Promise<void>;
  isOpen: () => boolean;
  open: () => void;
};

/** Gates still closed, by id, so a click or a focus inside a part finds the gate of that part. */
const closedGates = new Map<string, HydrationGate>();
/**
 * What was done inside each closed part, by gate id, to be done again once the part has been
 * hydrated: the last link or button clicked, and the fields changed with their event types.
 */
const heldWhileClosed = new Map<string, { clicked?: HTMLElement; fields: Map<HTMLElement, Set<string>> }>();

function heldFor(id: string) {
  const held = heldWhileClosed.get(id) ?? { fields: new Map<HTMLElement, Set<string>>() };
  heldWhileClosed.set(id, held);
  return held;
}

const openingQueue: HydrationGate[] = [];
let listening = false;
let observer: IntersectionObserver | null = null;

export function createHydrationGate(id: string): HydrationGate {
  let isOpen = false;
  let resolve = () => {};
  const opened = new Promise<void>((done) => (resolve = done));
  const gate: HydrationGate = {
    opened,
    isOpen: () => isOpen,
    open: () => {
      if (isOpen) return;
      isOpen = true;
      closedGates.delete(id);
      resolve();
    },
  };
  closedGates.set(id, gate);
  listenForInteraction();
  return gate;
}

/** Opens the next waiting gate, then lets the browser breathe (paint, input) before the one after. */
function openNext() {
  openingQueue.shift()?.open();
  if (openingQueue.length > 0) setTimeout(openNext, 0);
}

/** Opens `gate` in a task of its own, after the gates queued before it. */
export function openSoon(gate: HydrationGate) {
  if (gate.isOpen() || openingQueue.includes(gate)) return;
  openingQueue.push(gate);
  if (openingQueue.length === 1) setTimeout(openNext, 0);
}

/** Opens the gate of `element`'s part when the part comes within a screen of the viewport. */
export function openWhenNear(element: Element, gate: HydrationGate) {
  if (typeof IntersectionObserver === 'undefined') return openSoon(gate);
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        const waiting = closedGates.get(entry.target.getAttribute(GATE_ATTRIBUTE) ?? '');
        if (waiting) openSoon(waiting);
      }
    },
    { rootMargin: '100% 0px' },
  );
  observer.observe(element);
}

/** The closed gate of the part around `target`, with the part's element, if there is one. */
function closedGateAround(target: EventTarget | null) {
  const part = target instanceof Element ? target.closest(`[${GATE_ATTRIBUTE}]`) : null;
  const id = part?.getAttribute(GATE_ATTRIBUTE) ?? '';
  const gate = closedGates.get(id);
  return gate ? { id, gate } : null;
}

/**
 * Before its part is hydrated, a link or button in it has none of the app's handlers: a link would
 * load a whole new page over a slow link, a button would do nothing. The click is held, the part
 * hydrated at once, and the click made again on the live element.
 */
function holdClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const closed = closedGateAround(event.target);
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>('a[href], button') : null;
  if (!closed || !control) return;
  event.preventDefault();
  heldFor(closed.id).clicked = control;
  closed.gate.open();
}

/**
 * A field changed inside a part not hydrated yet (the language chosen before the app took the
 * page over, then sent again by the page's replay of early input) has no handler to hear it: its
 * event is sent again once the part is live.
 */
function holdFieldEvent(event: Event) {
  const closed = closedGateAround(event.target);
  const field = event.target;
  if (!closed || !(field instanceof HTMLElement)) return;
  const { fields } = heldFor(closed.id);
  fields.set(field, (fields.get(field) ?? new Set()).add(event.type));
  closed.gate.open();
}

/** Whoever moves into a part (focus by keyboard, a finger on it) finds it hydrated. */
function openOnEntry(event: Event) {
  closedGateAround(event.target)?.gate.open();
}

function listenForInteraction() {
  if (listening) return;
  listening = true;
  document.addEventListener('click', holdClick, true);
  document.addEventListener('input', holdFieldEvent, true);
  document.addEventListener('change', holdFieldEvent, true);
  document.addEventListener('focusin', openOnEntry, true);
  document.addEventListener('pointerdown', openOnEntry, true);
}

/** Called once the part behind gate `id` is hydrated: what was held meanwhile is done now. */
export function replayHeld(id: string) {
  const held = heldWhileClosed.get(id);
  heldWhileClosed.delete(id);
  for (const [field, types] of held?.fields ?? []) {
    for (const type of types) if (field.isConnected) field.dispatchEvent(new Event(type, { bubbles: true }));
  }
  if (held?.clicked?.isConnected) held.clicked.click();
}
