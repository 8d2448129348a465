import { Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  createHydrationGate,
  forgetGate,
  GATE_ATTRIBUTE,
  openSoon,
  openWhenNear,
  partHydrated,
  type HydrationGate,
} from './hydration-gates';
import { ResumedHydration, useIsHydrating } from './render-phase';

type Props = { children: ReactNode; className?: string };

/** What the page is drawn for, as far as a part can tell: its address and its language. */
const whatThePageIsFor = () => `${location.pathname}${location.search}|${document.documentElement.lang}`;

/**
 * A part of a server-rendered page below the fold, hydrated only when it comes within a screen of
 * the viewport (or is focused, touched or clicked), so that the page's first hydration does only
 * what the first view needs. Until then the server's HTML of it stays on screen as it is: its
 * links work as plain links, and nothing moves when it is hydrated. Rendered afresh (a page the
 * browser draws itself, a later visit in the app), it renders at once.
 *
 * How: during the page's hydration (or that of a part it is inside) the inner part suspends;
 * Preact then keeps its DOM untouched and, when the promise it threw settles, hydrates that DOM
 * where it stands. The part's DOM is one element (a `div`, which changes nothing in a block flow),
 * as Preact resumes from one node.
 *
 * `inNextTask`: a part of the first view, hydrated right after the rest of the page, in a task of
 * its own, so that hydrating the first view never adds up to one long task on a slow phone.
 *
 * `part` names the part, uniquely on a page: the server writes it on the part's element, and the
 * browser finds the element by it. (React's `useId` cannot serve: a part inside another one is not
 * rendered while the outer one waits, so every id counted after it would differ from the server's.)
 */
export function HydrateWhenNear({ part: id, children, className, inNextTask = false }: Props & { part: string; inNextTask?: boolean }) {
  const hydrating = useIsHydrating();
  const [gate] = useState<HydrationGate | null>(() => (hydrating ? createHydrationGate(id) : null));
  const partRendered = useRef(false);
  const [serverDrewFor] = useState(() => (hydrating ? whatThePageIsFor() : null));
  // The page became another one before the part was hydrated (another address, another language):
  // Preact would hydrate the server's copy with what the page is now, adopting its elements without
  // correcting their attributes (a button keeps another button's name). The part is drawn afresh.
  // A render of the same page (a query that settled) hydrates the part there and then, as it is.
  const drawnAfresh = useRef(false);
  if (gate && !hydrating && !partRendered.current && !drawnAfresh.current && serverDrewFor !== whatThePageIsFor()) {
    drawnAfresh.current = true;
    forgetGate(id, gate);
  }
  useEffect(() => {
    const element = document.querySelector(`[${GATE_ATTRIBUTE}="${id}"]`);
    if (gate && !gate.isOpen()) {
      if (!element) gate.open();
      else if (inNextTask) openSoon(gate);
      else openWhenNear(element, gate);
    }
  }, [gate, id, inNextTask]);
  // Set up as the part is committed, so a part left at once is forgotten too.
  useLayoutEffect(() => () => (gate ? forgetGate(id, gate) : undefined), [gate, id]);
  return (
    <Suspense fallback={null}>
      <WaitsForGate
        key={drawnAfresh.current ? 'afresh' : 'server'}
        gate={drawnAfresh.current ? null : gate}
        rendered={partRendered}
        id={id}
        className={className}
      >
        {children}
      </WaitsForGate>
    </Suspense>
  );
}

type WaitsForGateProps = Props & {
  gate: HydrationGate | null;
  id: string;
  /** Set once the part has rendered: hydrated, or drawn. */
  rendered: { current: boolean };
};

function WaitsForGate({ gate, id, className, rendered, children }: WaitsForGateProps) {
  const resumed = useRef(false);
  const justHydrated = useRef(false);
  useLayoutEffect(() => {
    if (!resumed.current) return;
    resumed.current = false;
    justHydrated.current = true;
  });
  // What was held is done again in a task after the part's own effects have run: a click made at
  // once would be undone by what the part does as it mounts (a menu that closes on each new page).
  useEffect(() => {
    if (!justHydrated.current) return;
    justHydrated.current = false;
    setTimeout(() => partHydrated(id), 0);
  });
  // Only a hydration waits (the page's own, or that of the part this one is inside); any later
  // render (the gate opened, the language changed) hydrates the part there and then.
  const hydrating = useIsHydrating();
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's contract: a part suspends by throwing a promise
  if (gate && !gate.isOpen() && hydrating) throw gate.opened;
  if (gate && !rendered.current) resumed.current = true;
  rendered.current = true;
  return (
    <div {...{ [GATE_ATTRIBUTE]: id }} className={className}>
      <ResumedHydration.Provider value={resumed}>{children}</ResumedHydration.Provider>
    </div>
  );
}
