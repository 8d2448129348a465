import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { lazyPage } from '@/lib/lazy-page';
import { HydratingLater, renderPhase, useMustMatchServerHtml } from '@/lib/render-phase';
import { useNearViewport } from './course-strip-hooks';

/** A promise and the function that settles it. */
function whenCalled() {
  let call = () => {};
  const promise = new Promise<void>((resolve) => {
    call = resolve;
  });
  return { promise, call };
}

/**
 * A lower section of the landing page whose code loads only once it comes near the screen
 * (`load`, a dynamic import, so that the code is a chunk of its own).
 * - On the server it is rendered in full: its content reads and its links work before any code.
 * - Over the server's HTML, that HTML stays on show untouched until the section comes near; only
 *   then does its code load and take it over (it hydrates late, off the first view's main thread).
 * - Rendered in the browser from nothing (a visit that began on another page), a block of about
 *   the section's height (`placeholderClass`) keeps the page from jumping until it comes near.
 */
export function lazySection(load: () => Promise<ComponentType>, placeholderClass: string) {
  const Section = lazyPage(() => load().then((component) => ({ default: component })));
  return function NearViewport() {
    const [ref, near] = useNearViewport<HTMLDivElement>();
    const overServerHtml = useMustMatchServerHtml();
    const [comesNear] = useState(whenCalled);
    const [Late] = useState(() =>
      lazy(async () => {
        await comesNear.promise;
        await Section.preload();
        return { default: Section };
      }),
    );
    useEffect(() => {
      if (near) comesNear.call();
    }, [near, comesNear]);
    const placeholder = <div className={placeholderClass} />;

    let content;
    if (renderPhase() === 'server') content = <Section />;
    else if (overServerHtml) {
      content = (
        <HydratingLater.Provider value={true}>
          <Suspense fallback={placeholder}>
            <Late />
          </Suspense>
        </HydratingLater.Provider>
      );
    } else if (near) {
      content = (
        <Suspense fallback={placeholder}>
          <Section />
        </Suspense>
      );
    } else content = placeholder;
    return <div ref={ref}>{content}</div>;
  };
}
