import type { ReactNode } from 'react';
import { usePageTitle } from '@/components/page-title';

/** A dashboard page's h1 (also the document title), its intro and its main actions. */
export function AdminHeader({ title, intro, actions }: { title: string; intro?: string; actions?: ReactNode }) {
  usePageTitle(title);
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-text sm:text-3xl">{title}</h1>
        {intro ? <p className="mt-2 max-w-3xl text-text-muted">{intro}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
