import { ApiError, apiHeaders, apiPath, type Envelope } from './api-client';

// Built only on what the first view's client already offers others, so that the upload's code
// adds nothing to the first view: it lives with the one page that uploads this way.

type UploadOptions = {
  method?: 'POST' | 'PUT';
  /** Told of the bytes sent so far and the body's total, as they go. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
};

type ServerBody = { message?: unknown; errors?: Record<string, string> } | null;

/**
 * Sends a file to the API as multipart with the client's headers and tells how much has gone:
 * `fetch` cannot say how far an upload is, XMLHttpRequest can. Answers the envelope's data;
 * failures are ApiErrors as every call's are. No time limit: a large file on a slow link takes
 * as long as it takes.
 */
export function apiUpload<T>(path: string, body: FormData, { method = 'POST', onProgress, signal }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, new URL(apiPath(path), window.location.href));
    for (const [name, value] of Object.entries({ Accept: 'application/json', ...apiHeaders() })) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => onProgress?.(event.loaded, event.total));
    request.addEventListener('load', () => {
      let answer: ServerBody = null;
      try {
        answer = JSON.parse(request.responseText) as ServerBody;
      } catch {
        // Not JSON (a proxy's page): the status says enough.
      }
      if (request.status >= 200 && request.status < 300 && answer) return resolve((answer as Envelope<T>).data);
      const message = typeof answer?.message === 'string' && answer.message.trim() ? answer.message : null;
      reject(new ApiError(message ?? 'An error occurred.', request.status, answer?.errors ?? {}, answer, message));
    });
    // Status 0, as the client's own requests say no answer came.
    request.addEventListener('error', () => reject(new ApiError('No response received from server.', 0)));
    request.addEventListener('abort', () => reject(new DOMException('The upload was stopped.', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
