import { API } from '@jal/contracts/core';
import type {
  AdminLanguage,
  CreateLanguageBody,
  CreateTranslationBody,
  TranslationEntry,
  TranslationHierarchy,
  UpdateLanguageBody,
} from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminRequest, useAdminWrite } from '@/lib/admin-request';

export type TranslationFilter = { page?: string; search?: string; missing?: string };

export const useTranslationHierarchy = () =>
  useQuery({
    queryKey: ['admin', 'translations', 'hierarchy'],
    queryFn: () => adminRequest<TranslationHierarchy>(API.translationHierarchy),
  });

export const useTranslationEntries = (filter: TranslationFilter, enabled = true) =>
  useQuery({
    queryKey: ['admin', 'translations', 'list', filter],
    queryFn: () => adminRequest<{ items: TranslationEntry[]; truncated: boolean }>(API.translations, { query: filter }),
    enabled,
  });

/** Every write refreshes the editor's lists; the public strings are dropped from the server cache by the API. */
const useTranslationWrite = <Variables, Result>(write: (variables: Variables) => Promise<Result>) =>
  useAdminWrite(write, [['admin', 'translations']]);

export const useUpdateTranslation = () =>
  useTranslationWrite(({ id, text }: { id: string; text: string }) =>
    adminRequest<TranslationEntry>(API.translation(id), { method: 'PUT', body: { text } }),
  );

export const useCreateTranslation = () =>
  useTranslationWrite((body: CreateTranslationBody) => adminRequest<TranslationEntry>(API.translations, { method: 'POST', body }));

export const useDeleteTranslation = () =>
  useTranslationWrite((id: string) => adminRequest<null>(API.translation(id), { method: 'DELETE' }));

export const useBulkTranslations = () =>
  useTranslationWrite(({ page, entries }: { page: string; entries: Record<string, Record<string, string>> }) =>
    adminRequest<{ created: number; updated: number; removed: number }>(API.translationsBulk(page), {
      method: 'PUT',
      body: { entries },
    }),
  );

export const useLanguages = () =>
  useQuery({ queryKey: ['admin', 'languages'], queryFn: () => adminRequest<AdminLanguage[]>(API.languages) });

const useLanguageWrite = <Variables>(write: (variables: Variables) => Promise<AdminLanguage>) =>
  useAdminWrite(write, [
    ['admin', 'languages'],
    ['admin', 'translations'],
  ]);

export const useCreateLanguage = () =>
  useLanguageWrite((body: CreateLanguageBody) => adminRequest<AdminLanguage>(API.languages, { method: 'POST', body }));
export const useUpdateLanguage = () =>
  useLanguageWrite(({ code, ...body }: UpdateLanguageBody & { code: string }) =>
    adminRequest<AdminLanguage>(API.language(code), { method: 'PATCH', body }),
  );
