import type { ReactNode } from 'react';

/** One titled part of the profile page; `danger` marks the part whose action cannot be undone. */
export function ProfileSection({
  id,
  title,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={`rounded-2xl border bg-surface p-5 shadow-sm sm:p-6 ${danger ? 'border-danger' : 'border-border'}`}
    >
      <h2 id={`${id}-heading`} className={`text-xl font-bold sm:text-2xl ${danger ? 'text-danger' : 'text-text'}`}>
        {title}
      </h2>
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}
