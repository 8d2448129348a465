import { useTranslation } from 'react-i18next';
import type { Resource } from './resource-groups';

function ExternalLink({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="group inline-flex min-h-11 flex-col justify-center">
      <span className="font-semibold text-primary underline underline-offset-4 group-hover:text-primary-hover">
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          className="ml-1.5 inline-block align-[-0.125em]"
        >
          <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
        </svg>
      </span>
      <span className="text-sm text-text-muted">{t('resources.opensNewTab')}</span>
    </a>
  );
}

export function ResourceList({ items }: { items: Resource[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-5 shadow-sm">
          <h3 className="text-lg font-semibold text-text">{item.name}</h3>
          <p className="text-sm font-medium text-secondary-strong">{t('resources.publisher', { name: item.publisher })}</p>
          <p className="text-text-muted">{item.description}</p>
          <div className="mt-auto pt-1">
            {item.link ? (
              <ExternalLink href={item.link.href} label={item.link.label} />
            ) : (
              <p className="text-sm text-text-muted">{t('resources.noLink')}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
