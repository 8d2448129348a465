import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Glossary } from '../components/glossary';
import { InfoSection } from '../components/info-section';
import { useResourceGroups } from '../components/resource-groups';
import { ResourceList } from '../components/resource-list';
import { LineIcon } from '@/components/line-icon';

export function ResourcesPage() {
  const { t } = useTranslation();
  const groups = useResourceGroups();
  const contents = [...groups.map(({ id, title }) => ({ id, title })), { id: 'glossary', title: t('resources.glossary.title') }];
  return (
    <>
      <PageHeader title={t('resources.title')} intro={t('resources.intro')}>
        <nav aria-labelledby="resources-contents" className="mt-6">
          <h2 id="resources-contents" className="text-sm font-semibold uppercase tracking-wide text-text-muted">
            {t('resources.onThisPage')}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {contents.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-border-strong bg-surface px-4 font-semibold text-primary hover:bg-hero"
                >
                  {entry.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 pt-8">
        <p className="flex gap-3 rounded-xl border border-alert-info-text/30 bg-alert-info-bg p-4 text-alert-info-text">
          <LineIcon className="mt-1 shrink-0">
            <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-10v6m0-9.5v.01" />
          </LineIcon>
          <span>{t('resources.externalNote')}</span>
        </p>
      </div>
      {groups.map((group, index) => (
        <InfoSection key={group.id} id={group.id} title={group.title} muted={index % 2 === 1}>
          <ResourceList items={group.items} />
        </InfoSection>
      ))}
      <InfoSection
        id="glossary"
        title={t('resources.glossary.title')}
        intro={t('resources.glossary.intro')}
        muted={groups.length % 2 === 1}
      >
        <Glossary />
      </InfoSection>
    </>
  );
}

export default ResourcesPage;
