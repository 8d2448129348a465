import type { TranslationEntry } from '@jal/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { LeaveDialog } from '@/components/leave-dialog';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { notify } from '@/lib/toast';
import { updateTranslationLocally } from '@/lib/translations/translations-store';
import {
  useBulkTranslations,
  useDeleteTranslation,
  useLanguages,
  useTranslationEntries,
  useTranslationHierarchy,
} from '../api/translations';
import { AdminHeader } from '@/components/admin-header';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SearchField } from '@/components/search-field';
import { LanguagesPanel } from '../components/languages-panel';
import { ActionButton, QueryStates } from '@/components/dashboard-list';
import { ListEmpty } from '@/components/list-states';
import { TranslationAddForm } from '../components/translation-add-form';
import { TranslationEntryRow } from '../components/translation-entry-row';
import { TranslationTransfer } from '../components/translation-transfer';
import { failureMessage } from '@/lib/form-errors';
import { notifyOutcome } from '@/lib/notify-outcome';

const ALL_PAGES = '';
const entryId = (entry: Pick<TranslationEntry, 'page' | 'key'>) => `${entry.page}\u0000${entry.key}`;

/** Groups a page's keys by their first dotted part: the tree of the editor. */
function groupByBranch(entries: TranslationEntry[]) {
  const groups = new Map<string, TranslationEntry[]>();
  for (const entry of entries) {
    const branch = `${entry.page} › ${entry.key.split('.')[0] ?? entry.key}`;
    groups.set(branch, [...(groups.get(branch) ?? []), entry]);
  }
  return [...groups.entries()];
}

/** Translations: pages and dotted keys, search, missing-Hindi filter, inline and bulk edit, import/export, languages. */
export function TranslationsPage() {
  const { t } = useTranslation();
  const hierarchy = useTranslationHierarchy();
  const languages = useLanguages();
  const [page, setPage] = useState('general');
  const [search, setSearch] = useState('');
  const [missingHindi, setMissingHindi] = useState(false);
  const [drafts, setDrafts] = useState<Record<string, Record<string, string>>>({});
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<TranslationEntry | null>(null);
  const bulk = useBulkTranslations();
  const remove = useDeleteTranslation();

  const filter = { page: page || undefined, search: search || undefined, missing: missingHindi ? 'hi' : undefined };
  const entries = useTranslationEntries(filter, !!page || !!search || missingHindi);
  const columns = useMemo(
    () => (languages.data ?? []).map((language) => ({ code: language.code, name: `${language.nativeName} (${language.name})` })),
    [languages.data],
  );
  const items = useMemo(() => entries.data?.items ?? [], [entries.data]);
  // A whole page is a long list: its branches start folded unless the list is already narrowed.
  const openGroups = !!search || missingHindi || items.length <= 40;
  const dirty = Object.entries(drafts).filter(([id, draft]) => {
    const entry = items.find((item) => entryId(item) === id);
    return entry && Object.entries(draft).some(([language, text]) => text !== (entry.values[language] ?? ''));
  });
  // Edits not saved yet are lost on leaving: leaving asks first, as the course editor does.
  const { blocker } = useUnsavedChanges(dirty.length > 0);

  const save = async (ids: string[]) => {
    const byPage = new Map<string, Record<string, Record<string, string>>>();
    for (const id of ids) {
      const entry = items.find((item) => entryId(item) === id);
      const draft = drafts[id];
      if (!entry || !draft) continue;
      byPage.set(entry.page, { ...byPage.get(entry.page), [entry.key]: draft });
    }
    try {
      for (const [target, entriesOfPage] of byPage) {
        await bulk.mutateAsync({ page: target, entries: entriesOfPage });
        // The admin's own screen shows the new text at once; other visitors get it on their next load.
        for (const [key, values] of Object.entries(entriesOfPage)) {
          for (const [language, text] of Object.entries(values)) if (text.trim()) updateTranslationLocally(language, key, text);
        }
      }
      setDrafts((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !ids.includes(id))));
      void notify.success(t('dashboard.admin.translations.saved', { count: ids.length }));
    } catch (error) {
      void notify.error(failureMessage(error));
    }
  };

  const confirmDelete = async () => {
    const id = deleting && Object.values(deleting.ids)[0];
    if (!id) return setDeleting(null);
    await notifyOutcome(() => remove.mutateAsync(id), t('dashboard.admin.translations.deleted'));
    setDeleting(null);
  };

  return (
    <section>
      <AdminHeader
        title={t('dashboard.pages.translations')}
        intro={t('dashboard.admin.translations.intro')}
        actions={
          <>
            <ActionButton look="primary" label={t('dashboard.admin.translations.addKey')} onClick={() => setAdding(true)} />
            <TranslationTransfer entries={items} />
          </>
        }
      />
      {adding ? (
        <div className="mb-6">
          <TranslationAddForm page={page || 'general'} languages={columns} onDone={() => setAdding(false)} />
        </div>
      ) : null}

      <div className="grid gap-4 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={t('dashboard.admin.translations.pages')} className="min-w-0">
          <h2 className="mb-2 font-bold text-text">{t('dashboard.admin.translations.pages')}</h2>
          <QueryStates query={hierarchy} />
          <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible">
            {[{ page: ALL_PAGES, keys: 0, missing: {} as Record<string, number> }, ...(hierarchy.data?.pages ?? [])].map((item) => (
              <li key={item.page || 'all'} className="shrink-0">
                <button
                  type="button"
                  aria-pressed={page === item.page}
                  onClick={() => setPage(item.page)}
                  className={`flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-3 text-left ${page === item.page ? 'bg-secondary-soft font-semibold text-text' : 'text-text hover:bg-surface-muted'}`}
                >
                  <span>{item.page || t('dashboard.admin.translations.allPages')}</span>
                  {item.page ? (
                    <span className="text-sm text-text-muted">
                      {t('dashboard.admin.translations.pageCounts', { count: item.keys, missing: item.missing.hi ?? 0 })}
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        </nav>

        <div className="min-w-0">
          <div className="mb-4 flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-[1_1_14rem]">
              {/* Typing settles before the list is asked again. */}
              <SearchField id="translation-search" label={t('dashboard.admin.translations.search')} value={search} onSearch={setSearch} />
            </div>
            <label className="flex min-h-11 items-center gap-2 text-text">
              <input
                type="checkbox"
                className="h-5 w-5 accent-primary"
                checked={missingHindi}
                onChange={(event) => setMissingHindi(event.target.checked)}
              />
              {t('dashboard.admin.translations.missingHindi')}
            </label>
            <button
              type="button"
              className={buttonClass.primary}
              disabled={!dirty.length || bulk.isPending}
              onClick={() => void save(dirty.map(([id]) => id))}
            >
              {t('dashboard.admin.translations.saveAll', { count: dirty.length })}
            </button>
          </div>

          {!page && !search && !missingHindi ? <ListEmpty message={t('dashboard.admin.translations.chooseOrSearch')} /> : null}
          <QueryStates query={entries} loading={entries.isFetching && !entries.data} />
          {entries.data && !items.length ? <ListEmpty message={t('dashboard.admin.translations.none')} /> : null}
          {entries.data?.truncated ? <p className="mb-2 text-text-muted">{t('dashboard.admin.translations.truncated')}</p> : null}
          <p className="sr-only" role="status">
            {entries.data ? t('dashboard.admin.translations.found', { count: items.length }) : ''}
          </p>
          {groupByBranch(items).map(([branch, group]) => (
            <details key={branch} open={openGroups} className="mb-3 rounded-xl border border-border">
              <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-text">
                {branch} <span className="ml-2 text-sm text-text-muted">({group.length})</span>
              </summary>
              <ul className="flex flex-col gap-2 p-2">
                {group.map((entry) => (
                  <TranslationEntryRow
                    key={entryId(entry)}
                    entry={entry}
                    languages={columns}
                    draft={drafts[entryId(entry)]}
                    saving={bulk.isPending}
                    onDraft={(language, text) =>
                      setDrafts((current) => ({ ...current, [entryId(entry)]: { ...current[entryId(entry)], [language]: text } }))
                    }
                    onSave={() => void save([entryId(entry)])}
                    onDelete={() => setDeleting(entry)}
                  />
                ))}
              </ul>
            </details>
          ))}
        </div>
      </div>

      <div className="mt-8">
        <LanguagesPanel />
      </div>
      <LeaveDialog blocker={blocker} />
      <ConfirmDialog
        open={!!deleting}
        danger
        busy={remove.isPending}
        title={t('dashboard.admin.translations.deleteTitle')}
        message={t('dashboard.admin.translations.deleteMessage', { key: deleting?.key ?? '', page: deleting?.page ?? '' })}
        confirmLabel={t('dashboard.admin.common.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
