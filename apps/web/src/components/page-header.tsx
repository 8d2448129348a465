import type { ReactNode } from 'react';
import { usePageTitle } from './page-title';

/** The page's one h1, also used as the document title. */
export function PageHeader({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <header className="bg-surface-muted">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-bold text-text sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-text-muted">{intro}</p> : null}
        {children}
      </div>
    </header>
  );
}
