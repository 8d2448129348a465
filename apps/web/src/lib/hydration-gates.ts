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

/**
 * Gates whose parts are not live yet, by id, so a click or a focus inside a part finds the gate of
 * that part. A gate stays here after it opens, until its part has been hydrated: the part resumes
 * a microtask or more later (longer if something inside it still loads), and a click meanwhile
 * would reach a button with none of the app's handlers (a form would be sent by the browser itself,
 * with what was typed in its address).
 */
const unhydratedGates = new Map<string, HydrationGate>();
/**
 * What was done inside each part not live yet, by gate id, to be done again once the part has been
 * hydrated: the last link or button clicked, and the fields changed with their event types.
 */
const heldUntilHydrated = new Map<string, { clicked?: HTMLElement; fields: Map<HTMLElement, Set<string>> }>();

function heldFor(id: string) {
  const held = heldUntilHydrated.get(id) ?? { fields: new Map<HTMLElement, Set<string>>() };
  heldUntilHydrated.set(id, held);
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
      resolve();
    },
  };
  unhydratedGates.set(id, gate);
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
        const waiting = unhydratedGates.get(entry.target.getAttribute(GATE_ATTRIBUTE) ?? '');
        if (waiting) openSoon(waiting);
      }
    },
    { rootMargin: '100% 0px' },
  );
  observer.observe(element);
}

/**
 * The gate of the innermost part around `target` that is not live yet, with its id, if there is
 * one. A part inside another one that is still waiting has no gate of its own yet: the outer one holds.
 */
function unhydratedGateAround(target: EventTarget | null) {
  let part = target instanceof Element ? target.closest(`[${GATE_ATTRIBUTE}]`) : null;
  while (part) {
    const id = part.getAttribute(GATE_ATTRIBUTE) ?? '';
    const gate = unhydratedGates.get(id);
    if (gate) return { id, gate };
    part = part.parentElement?.closest(`[${GATE_ATTRIBUTE}]`) ?? null;
  }
  return null;
}

/**
 * Before its part is hydrated, a link or button in it has none of the app's handlers: a link would
 * load a whole new page over a slow link, a button would do nothing. The click is held, the part
 * hydrated at once, and the click made again on the live element.
 *
 * A held click goes no further now: the part may already be live while its gate waits for the
 * task in which what it held is done again (or a render of the page made it live early), and a
 * click that reached the element now as well as later would be made twice (two sign-outs).
 */
function holdClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const waiting = unhydratedGateAround(event.target);
  const control = event.target instanceof Element ? event.target.closest<HTMLElement>('a[href], button') : null;
  if (!waiting || !control) return;
  event.preventDefault();
  event.stopPropagation();
  heldFor(waiting.id).clicked = control;
  waiting.gate.open();
}

/**
 * A field changed inside a part not hydrated yet (the language chosen before the app took the
 * page over, then sent again by the page's replay of early input) has no handler to hear it: its
 * event is sent again once the part is live.
 */
function holdFieldEvent(event: Event) {
  const waiting = unhydratedGateAround(event.target);
  const field = event.target;
  if (!waiting || !(field instanceof HTMLElement)) return;
  const { fields } = heldFor(waiting.id);
  fields.set(field, (fields.get(field) ?? new Set()).add(event.type));
  waiting.gate.open();
}

/** Whoever moves into a part (focus by keyboard, a finger on it) finds it hydrated. */
function openOnEntry(event: Event) {
  unhydratedGateAround(event.target)?.gate.open();
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

/**
 * Called once the part behind gate `id` is hydrated and its own effects have run: events reach it
 * now, and what was held meanwhile is done again.
 */
export function partHydrated(id: string) {
  unhydratedGates.delete(id);
  const held = heldUntilHydrated.get(id);
  heldUntilHydrated.delete(id);
  for (const [field, types] of held?.fields ?? []) {
    for (const type of types) if (field.isConnected) field.dispatchEvent(new Event(type, { bubbles: true }));
  }
  if (held?.clicked?.isConnected) held.clicked.click();
}

/**
 * Called when a part leaves the page before it was hydrated (the reader went to another page first):
 * its gate must not catch events in a part of the same name drawn afresh later.
 */
export function forgetGate(id: string, gate: HydrationGate) {
  if (unhydratedGates.get(id) !== gate) return;
  unhydratedGates.delete(id);
  heldUntilHydrated.delete(id);
}
