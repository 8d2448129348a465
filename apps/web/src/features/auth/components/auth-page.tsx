import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';

type AuthPageProps = {
  title: string;
  intro?: string;
  /** A note shown above the form, such as "your password has been changed". */
  notice?: ReactNode;
  form: ReactNode;
};

/** An account page: its heading and intro, then the form below them. */
export function AuthPage({ title, intro, notice, form }: AuthPageProps) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <section className="mx-auto max-w-5xl px-4 py-10">
        {notice}
        {form}
      </section>
    </>
  );
}
