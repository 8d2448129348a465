import { API } from '@jal/contracts/core';
import type { LearnerImportMode, LearnerImportPreview, LearnerImportResult } from '@jal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, apiRequest, type Envelope, type RequestOptions } from '@/lib/api-client';

/**
 * Sends the spreadsheet as multipart (field `file`), without the client's time limit: a large
 * file on a slow link takes as long as it takes.
 */
async function sendSpreadsheet<T>(path: string, file: File, query?: RequestOptions['query']): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  return (await apiRequest<Envelope<T>>(path, { method: 'POST', body: form, query, timeoutMs: null })).data;
}

export const previewLearnerImport = (file: File) => sendSpreadsheet<LearnerImportPreview>(API.learnerImportPreview, file);

export const runLearnerImport = (file: File, mode: LearnerImportMode) =>
  sendSpreadsheet<LearnerImportResult>(API.learnerImport, file, { mode });

/** The template's address: a plain link downloads it (the session cookie signs the request). */
export const templateUrl = (format: 'csv' | 'xlsx', language: 'en' | 'hi') => apiPath(API.learnerImportTemplate, { format, language });

export const usePreviewLearnerImport = () => useMutation({ mutationFn: previewLearnerImport });

export function useRunLearnerImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mode }: { file: File; mode: LearnerImportMode }) => runLearnerImport(file, mode),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
