import type { FormEvent, ReactNode } from 'react';

/** The frame of an inline create/edit form in a dashboard list: a titled two-column grid. */
export function EditorForm({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid gap-4 rounded-xl border border-border bg-surface-muted p-4 md:grid-cols-2"
    >
      <h2 className="text-lg font-bold text-text md:col-span-2">{title}</h2>
      {children}
    </form>
  );
}
