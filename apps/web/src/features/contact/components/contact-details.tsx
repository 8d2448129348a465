import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '@/components/line-icon';

function Detail({ icon, title, children }: { icon: string; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-secondary-soft text-secondary-strong">
        <LineIcon>
          <path d={icon} />
        </LineIcon>
      </span>
      <div>
        <h3 className="font-semibold text-text">{title}</h3>
        <div className="text-text-muted">{children}</div>
      </div>
    </div>
  );
}

const ICONS = {
  office: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  email: 'M4 6h16v12H4zM4 7l8 6 8-6',
  hours: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-13v4.5l3 2',
  reply: 'M4 5h16v11H8l-4 4zM8 9h8M8 12h5',
};

/** Where and when to reach the team. The office and address are illustrative, and say so. */
export function ContactDetails() {
  const { t } = useTranslation();
  return (
    <aside aria-labelledby="contact-details-heading" className="rounded-2xl border border-border bg-surface-muted p-6">
      <h2 id="contact-details-heading" className="text-xl font-bold text-text">
        {t('contact.details.title')}
      </h2>
      <address className="mt-5 flex flex-col gap-5 not-italic">
        <Detail icon={ICONS.office} title={t('contact.details.officeTitle')}>
          <p>{t('contact.details.officeName')}</p>
          <p>{t('contact.details.officeStreet')}</p>
          <p>{t('contact.details.officeCity')}</p>
        </Detail>
        <Detail icon={ICONS.email} title={t('contact.details.emailTitle')}>
          <p className="break-all">{t('contact.details.email')}</p>
        </Detail>
        <Detail icon={ICONS.hours} title={t('contact.details.hoursTitle')}>
          <p>{t('contact.details.hours')}</p>
        </Detail>
        <Detail icon={ICONS.reply} title={t('contact.details.replyTitle')}>
          <p>{t('contact.details.reply')}</p>
        </Detail>
      </address>
      <p className="mt-6 border-t border-border pt-4 text-sm text-text-muted">{t('contact.details.illustrative')}</p>
    </aside>
  );
}
