import { LEARNER_IMPORT_API, type LearnerImportMode, type LearnerImportPreview, type LearnerImportResult } from '@jal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiHeaders, apiUrl, ApiError, errorMessageFor, NO_RESPONSE_MESSAGE, type Envelope } from '@/lib/api-client';

/**
 * Sends the spreadsheet as multipart (field `file`): the shared client speaks JSON only, so this
 * call builds its own request with the same bearer token.
 */
async function sendSpreadsheet<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json', ...apiHeaders() },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(NO_RESPONSE_MESSAGE, 0);
  }
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !body) throw new ApiError(errorMessageFor(response.status, body), response.status, {}, body, body?.message ?? null);
  return body.data;
}

export const previewLearnerImport = (file: File) => sendSpreadsheet<LearnerImportPreview>(LEARNER_IMPORT_API.preview, file);

export const runLearnerImport = (file: File, mode: LearnerImportMode) =>
  sendSpreadsheet<LearnerImportResult>(`${LEARNER_IMPORT_API.run}?mode=${mode}`, file);

/** The template's address: a plain link downloads it (the session cookie signs the request). */
export const templateUrl = (format: 'csv' | 'xlsx', language: 'en' | 'hi') =>
  `/api${LEARNER_IMPORT_API.template}?format=${format}&language=${language}`;

export const usePreviewLearnerImport = () => useMutation({ mutationFn: previewLearnerImport });

export function useRunLearnerImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mode }: { file: File; mode: LearnerImportMode }) => runLearnerImport(file, mode),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
