import { useEffect, useRef, useState } from 'react';

/** Motion is allowed: the strip and the belt move only then (visual language: Motion). */
export const MOTION_OK = '(prefers-reduced-motion: no-preference)';

/**
 * True once the element comes within half a screen of the viewport, or as soon as the keyboard's
 * Tab is used (so a keyboard user never tabs past a section that has not loaded yet). Lets the
 * landing page load the code of its lower sections after the first view, which keeps the first
 * view's JavaScript inside its budget.
 */
export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const show = () => setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
      rootMargin: '50% 0px',
    });
    observer.observe(element);
    const onKey = (event: KeyboardEvent) => event.key === 'Tab' && show();
    window.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', onKey);
    };
  }, [near]);
  return [ref, near] as const;
}
