import type { TranslationEntry } from '@jal/contracts';
import { bulkTranslationBody } from '@jal/contracts';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { notify } from '@/lib/toast';
import { useBulkTranslations } from '../api/translations';
import { failureMessage } from '@/lib/form-errors';
import { downloadJson, parseTranslationFile, toTranslationFile } from '../lib/translation-transfer';

/** Export what is listed as JSON; import such a file back (page by page, through the bulk endpoint). */
export function TranslationTransfer({ entries }: { entries: TranslationEntry[] }) {
  const { t } = useTranslation();
  const bulk = useBulkTranslations();
  const input = useRef<HTMLInputElement>(null);

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const data = parseTranslationFile(await file.text());
    if (!data) return void notify.error(t('dashboard.admin.translations.importInvalid'));
    let changed = 0;
    try {
      for (const [page, keys] of Object.entries(data.pages)) {
        const body = bulkTranslationBody.safeParse({ entries: keys });
        if (!body.success)
          return void notify.error(`${t('dashboard.admin.translations.importInvalid')} ${body.error.issues[0]?.message ?? ''}`);
        const result = await bulk.mutateAsync({ page, entries: body.data.entries });
        changed += result.created + result.updated + result.removed;
      }
      void notify.success(t('dashboard.admin.translations.imported', { count: changed }));
    } catch (error) {
      void notify.error(failureMessage(error));
    }
  };

  return (
    <>
      <button
        type="button"
        className={buttonClass.secondary}
        onClick={() => downloadJson('jal-shiksha-translations.json', toTranslationFile(entries))}
        disabled={!entries.length}
      >
        {t('dashboard.admin.translations.export')}
      </button>
      <button type="button" className={buttonClass.secondary} onClick={() => input.current?.click()} disabled={bulk.isPending}>
        {t('dashboard.admin.translations.import')}
      </button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void importFile(event)}
      />
    </>
  );
}
