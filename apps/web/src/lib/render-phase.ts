import { createContext, useContext, useState } from 'react';

/**
 * Where the app is being rendered: on the server into HTML, in the browser over that HTML
 * (hydration, the first render of a server-rendered page), or in the browser from nothing. A part
 * that would show differently in each (a section that waits for the screen to come near) asks
 * this once, when it first renders.
 */
export type RenderPhase = 'server' | 'hydrating' | 'client';

let phase: RenderPhase = typeof document === 'undefined' ? 'server' : 'client';

export function renderPhase(): RenderPhase {
  return phase;
}

/** Runs the first render over the server's HTML; parts that render during it see 'hydrating'. */
export function whileHydrating(render: () => void) {
  phase = 'hydrating';
  try {
    render();
  } finally {
    phase = 'client';
  }
}

/**
 * True while a part whose hydration was put off (hydrate-when-near.tsx) is hydrated: that render,
 * though later than the page's first, must match the server's HTML as well.
 */
export const ResumedHydration = createContext<{ current: boolean }>({ current: false });

/**
 * Whether the render under way is a hydration: the page's first render in the browser, or the
 * put-off one of a part (and of every part inside it, which must wait for its own turn too).
 */
export function useIsHydrating(): boolean {
  const resumed = useContext(ResumedHydration);
  return renderPhase() === 'hydrating' || resumed.current;
}

/** Whether this component's first render must match the server's HTML (read once, at its first render). */
export function useMustMatchServerHtml(): boolean {
  const hydrating = useIsHydrating();
  const [mustMatch] = useState(() => renderPhase() === 'server' || hydrating);
  return mustMatch;
}

/** What a page's HTML depends on besides its address: the server renders it for these, the browser hydrates it only when its own are the same. */
export type RenderedFor = { language: string; fontSize: number; lowData: boolean; theme: string | null; userId: string | null };

export function renderedForKey(values: RenderedFor): string {
  return [values.language, values.fontSize, values.lowData ? 'low-data' : '', values.theme ?? '', values.userId ?? ''].join('|');
}
