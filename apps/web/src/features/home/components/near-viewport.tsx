import { lazy, Suspense, type ComponentType } from 'react';
import { renderPhase } from '@/lib/render-phase';
import { useNearViewport } from './course-strip-hooks';

/**
 * A lower section of the landing page, rendered once it comes near the screen; only then is its
 * code loaded (`load`, a dynamic import, so that the code is a chunk of its own). Until then a
 * block of about the section's height (`placeholderClass`) keeps the page from jumping; the
 * server's HTML has the same block, so the browser takes it over unchanged.
 */
export function lazySection(load: () => Promise<ComponentType>, placeholderClass: string) {
  const Section = lazy(() => load().then((component) => ({ default: component })));
  return function NearViewport() {
    const [ref, near] = useNearViewport<HTMLDivElement>();
    const placeholder = <div className={placeholderClass} />;
    return (
      <div ref={ref}>
        {near && renderPhase() !== 'server' ? (
          <Suspense fallback={placeholder}>
            <Section />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
    );
  };
}
