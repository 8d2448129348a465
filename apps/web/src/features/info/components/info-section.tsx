import { useTranslation } from 'react-i18next';
import { LineIcon } from '@/components/line-icon';
import type { ReactNode } from 'react';

type InfoSectionProps = { id: string; title: string; intro?: string; muted?: boolean; children: ReactNode };

/** A titled band of an information page; the id lets an in-page link jump to it. */
export function InfoSection({ id, title, intro, muted = false, children }: InfoSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`scroll-mt-16 ${muted ? 'bg-surface-muted' : ''}`}>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id={`${id}-heading`} className="text-2xl font-bold text-text sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg text-text-muted">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** A card with a title and a short text, used for the lists of the about page. */
export function InfoCard({ title, text, icon }: { title: string; text: string; icon?: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-5 shadow-sm">
      {icon ? (
        <span
          aria-hidden="true"
          className="mb-1 flex h-11 w-11 items-center justify-center rounded-full bg-secondary-soft text-secondary-strong"
        >
          {icon}
        </span>
      ) : null}
      <h3 className="text-lg font-semibold text-text">{title}</h3>
      <p className="text-text-muted">{text}</p>
    </li>
  );
}

/**
 * A section of icon cards on the about page: one card a path of `icons`, its title and text
 * read from `about.<id>.<card>.title` and `.text`, the section's from `about.<id>.title` (and
 * `.intro` when it has one).
 */
export function InfoCardSection({
  id,
  icons,
  gridClass,
  intro = false,
  muted = false,
}: {
  id: string;
  icons: Record<string, string>;
  gridClass: string;
  intro?: boolean;
  muted?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <InfoSection id={id} title={t(`about.${id}.title`)} intro={intro ? t(`about.${id}.intro`) : undefined} muted={muted}>
      <ul className={`grid gap-5 ${gridClass}`}>
        {Object.entries(icons).map(([card, path]) => (
          <InfoCard
            key={card}
            title={t(`about.${id}.${card}.title`)}
            text={t(`about.${id}.${card}.text`)}
            icon={
              <LineIcon size={24} className="">
                <path d={path} />
              </LineIcon>
            }
          />
        ))}
      </ul>
    </InfoSection>
  );
}
