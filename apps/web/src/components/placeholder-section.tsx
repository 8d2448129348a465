import { useTranslation } from 'react-i18next';

/** An honest note for a page whose content is still being prepared. */
export function PlaceholderSection({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <p className="rounded-xl border border-dashed border-border bg-surface p-6 text-text-muted">{text ?? t('common.comingSoon')}</p>
    </section>
  );
}
