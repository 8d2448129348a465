import { PRIVACY_NOTICE_VERSION } from '@jal/contracts/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';

/** The privacy notice or the terms: title, plain-language intro, the version, then short sections. */
export function NoticeLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} intro={intro}>
        <p className="mt-3 font-semibold text-text-muted">{t('account.notice.version', { version: PRIVACY_NOTICE_VERSION })}</p>
      </PageHeader>
      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10 text-lg">{children}</div>
    </>
  );
}

/** One titled part of a notice; `items` become a list, `text` a paragraph. */
export function NoticeSection({
  id,
  title,
  text,
  items,
  children,
}: {
  id: string;
  title: string;
  text?: string;
  items?: string[];
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-text">
        {title}
      </h2>
      {text ? <p className="mt-3 text-text">{text}</p> : null}
      {items ? (
        <ul className="mt-3 flex list-disc flex-col gap-2 pl-6 text-text">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {children}
    </section>
  );
}

/** A link inside a notice to the page where a right is used. */
export function NoticeLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
      {children}
    </Link>
  );
}
