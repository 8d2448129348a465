import { Suspense, type ReactNode } from 'react';
import { useNearViewport } from './course-strip-hooks';

/**
 * A lower section of the landing page, rendered (and its lazy code loaded) once it comes near the
 * screen. Until then a block of about the section's height (`placeholderClass`) keeps the page
 * from jumping.
 */
export function NearViewport({ placeholderClass, children }: { placeholderClass: string; children: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const placeholder = <div className={placeholderClass} />;
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
