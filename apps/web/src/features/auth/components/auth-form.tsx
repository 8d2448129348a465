import type { FormEvent, ReactNode } from 'react';

/** The narrow column of an account form; the schema's messages stand in for the browser's own checks. */
export function AuthForm({ onSubmit, children }: { onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>; children: ReactNode }) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mx-auto flex max-w-md flex-col gap-4">
      {children}
    </form>
  );
}
