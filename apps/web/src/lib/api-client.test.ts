import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catchConsoleErrors } from '../test/console';
import { serveStubApi, startHttpServer } from '../test/http-stub-server';
import { ApiError, apiFile, apiPath, apiRequest, setApiOrigin } from './api-client';

const server = await serveStubApi(({ url }) => {
  const status = Number(new URL(url, 'http://x').searchParams.get('respond') ?? 200);
  const withMessage = url.includes('message=1');
  if (url.includes('not-json')) return { status, raw: '<html>proxy error</html>' };
  return {
    status,
    body: withMessage ? { code: status, message: `server says ${status}`, data: null, errors: { email: 'Email is required.' } } : {},
  };
});

/** The error `path` fails with; the failure is also logged once for the developer, naming the path. */
async function failure(path: string): Promise<ApiError> {
  const log = catchConsoleErrors();
  try {
    await apiRequest(path);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const logged: unknown[] = error.status
      ? ['API error:', error.status, path, error.message]
      : ['API request failed:', path, expect.anything()];
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(...logged);
    return error;
  }
  throw new Error('expected a failure');
}

describe('apiRequest error mapping: every failure becomes a message to show', () => {
  it.each([
    [400, 'Invalid input.'],
    [401, 'Please log in.'],
    [403, 'Access denied.'],
    [404, 'Resource not found.'],
    [500, 'Something went wrong.'],
    [418, 'An error occurred.'],
    [503, 'An error occurred.'],
  ])('maps %i without a server message to %s', async (status, message) => {
    const error = await failure(`/x?respond=${status}`);
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
  });

  it.each([400, 401, 403, 404, 500])('prefers the server message for %i', async (status) => {
    const error = await failure(`/x?respond=${status}&message=1`);
    expect(error.message).toBe(`server says ${status}`);
  });

  it('keeps the field errors of a 400', async () => {
    const error = await failure('/x?respond=400&message=1');
    expect(error.fieldErrors).toEqual({ email: 'Email is required.' });
  });

  it('copes with a body that is not JSON', async () => {
    const error = await failure('/x?respond=502&not-json=1');
    expect(error.message).toBe('An error occurred.');
  });

  it("says 'No response received from server.' when nothing answers", async () => {
    const closed = await startHttpServer(() => ({ status: 200 }));
    await closed.close();
    setApiOrigin(closed.origin);
    try {
      const error = await failure('/x');
      expect(error.status).toBe(0);
      expect(error.message).toBe('No response received from server.');
    } finally {
      setApiOrigin(server.origin);
    }
  });
});

describe('apiRequest headers sent with every call', () => {
  it('sends base /api, Device-Platform web and JSON', async () => {
    await apiRequest('/v1/courses', { method: 'POST', body: { a: 1 }, query: { limit: 4, status: 'published', empty: '' } });
    const [request] = server.received;
    expect(request?.url).toBe('/api/v1/courses?limit=4&status=published');
    expect(request?.headers['device-platform']).toBe('web');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toBe('{"a":1}');
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('adds the bearer token from localStorage authToken', async () => {
    window.localStorage.setItem('authToken', 'stored-token');
    await apiRequest('/v1/user/me');
    expect(server.received[0]?.headers.authorization).toBe('Bearer stored-token');
  });

  it('falls back to the cookie named token', async () => {
    document.cookie = 'token=cookie-token; path=/';
    await apiRequest('/v1/user/me');
    expect(server.received[0]?.headers.authorization).toBe('Bearer cookie-token');
  });

  it('does not replace an Authorization header already set', async () => {
    window.localStorage.setItem('authToken', 'stored-token');
    await apiRequest('/v1/user/me', { headers: { Authorization: 'Bearer explicit' } });
    expect(server.received[0]?.headers.authorization).toBe('Bearer explicit');
  });

  it('gives up after the timeout', async () => {
    const slow = await startHttpServer(() => ({ status: 200, body: {} }));
    const never = (await import('node:http')).createServer(() => {});
    await new Promise<void>((resolve) => never.listen(0, '127.0.0.1', resolve));
    const port = (never.address() as { port: number }).port;
    setApiOrigin(`http://127.0.0.1:${port}`);
    const log = catchConsoleErrors();
    try {
      await expect(apiRequest('/x', { timeoutMs: 50 })).rejects.toMatchObject({ message: 'No response received from server.' });
      expect(log).toHaveBeenCalledWith('API request failed:', '/x', expect.anything());
    } finally {
      setApiOrigin(server.origin);
      never.closeAllConnections();
      never.close();
      await slow.close();
    }
  });
});

describe('apiRequest keeps the server message of other statuses', () => {
  it('for a 409', async () => {
    const error = await failure('/x?respond=409&message=1');
    expect(error.message).toBe('An error occurred.');
    expect(error.serverMessage).toBe('server says 409');
  });
});

/**
 * A FormData that the runtime's fetch can send as multipart: the test's DOM brings its own
 * FormData, Blob and File, which that fetch does not know; a browser has only the one kind. While
 * these tests run, the runtime's Blob and File are the ones (the fetch makes its multipart body
 * with them).
 */
async function formWithFile(content: string, name: string, type: string): Promise<FormData> {
  const RuntimeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
  const form = new RuntimeFormData();
  form.append('file', new File([content], name, { type }), name);
  return form;
}

describe('apiRequest with a file the person chose, and a request that outlives the page', () => {
  const dom = { Blob: globalThis.Blob, File: globalThis.File };
  beforeAll(async () => {
    const runtime = await import('node:buffer');
    Object.assign(globalThis, { Blob: runtime.Blob, File: runtime.File });
  });
  afterAll(() => {
    Object.assign(globalThis, dom);
  });

  it('sends a FormData as multipart, with the query, the platform and the bearer token', async () => {
    window.localStorage.setItem('authToken', 'stored-token');
    const form = await formWithFile('name,email\nAsha,asha@example.org\n', 'learners.csv', 'text/csv');
    await apiRequest('/v1/user/import', { method: 'POST', body: form, query: { mode: 'valid-rows' }, timeoutMs: null });
    const [request] = server.received;
    expect(request?.url).toBe('/api/v1/user/import?mode=valid-rows');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('filename="learners.csv"');
    expect(request?.body).toContain('Asha,asha@example.org');
    expect(request?.headers['device-platform']).toBe('web');
    expect(request?.headers.authorization).toBe('Bearer stored-token');
  });

  it('maps a refused upload as it maps any other answer', async () => {
    const log = catchConsoleErrors();
    const form = await formWithFile('%PDF-1.7', 'lesson.pdf', 'application/pdf');
    const error = await apiRequest('/x?respond=400&message=1', { method: 'POST', body: form }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'server says 400', fieldErrors: { email: 'Email is required.' } });
    expect(log).toHaveBeenCalledWith('API error:', 400, '/x?respond=400&message=1', 'server says 400');
  });

  it("sends a Blob as its own bytes, with the caller's type and headers (a piece of a file)", async () => {
    const piece = new Blob(['piece of a photo'], { type: 'image/jpeg' });
    await apiRequest('/v1/practical-uploads/u1', {
      method: 'PATCH',
      body: piece,
      headers: { 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': '65536' },
    });
    const [request] = server.received;
    expect(request?.method).toBe('PATCH');
    expect(request?.headers['content-type']).toBe('application/offset+octet-stream');
    expect(request?.headers['upload-offset']).toBe('65536');
    expect(request?.body).toBe('piece of a photo');
  });

  it('sends a request that outlives the page like any other', async () => {
    await apiRequest('/v1/courses/c1/lessons/l1/position', { method: 'PUT', body: { positionSeconds: 42 }, keepalive: true });
    const [request] = server.received;
    expect(request?.method).toBe('PUT');
    expect(request?.url).toBe('/api/v1/courses/c1/lessons/l1/position');
    expect(request?.body).toBe('{"positionSeconds":42}');
  });
});

describe('apiFile: a file the API answers', () => {
  it('reads the file and the name the server gives it, and maps a failure to an ApiError', async () => {
    const http = await import('node:http');
    const files = http.createServer((request, response) => {
      if (request.url?.startsWith('/api/v1/reports/export')) {
        response.writeHead(200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="jal-shiksha-courses.csv"',
          'access-control-allow-origin': '*',
          'access-control-expose-headers': 'content-disposition',
        });
        response.end('"Course","Enrolments"\r\n"Watershed Basics","8"\r\n');
      } else {
        response.writeHead(404, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
        response.end('{}');
      }
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    setApiOrigin(`http://127.0.0.1:${(files.address() as { port: number }).port}`);
    const log = catchConsoleErrors();
    try {
      const file = await apiFile('/v1/reports/export', { query: { table: 'courses' } });
      expect(file.fileName).toBe('jal-shiksha-courses.csv');
      expect(await file.blob.text()).toBe('"Course","Enrolments"\r\n"Watershed Basics","8"\r\n');
      await expect(apiFile('/v1/user/me/data')).rejects.toMatchObject({ status: 404, message: 'Resource not found.' });
      expect(log).toHaveBeenCalledWith('API error:', 404, '/v1/user/me/data', 'Resource not found.');
    } finally {
      setApiOrigin(server.origin);
      files.close();
    }
  });
});

describe("apiPath: an API path as this site's address of it", () => {
  it('adds the base and the query values that are set', () => {
    expect(apiPath('/v1/admin/audit-log.csv', { action: 'security', page: 2, from: '', to: undefined })).toBe(
      '/api/v1/admin/audit-log.csv?action=security&page=2',
    );
    expect(apiPath('/v1/media/7')).toBe('/api/v1/media/7');
    expect(apiPath('/v1/media/7?download=1', { lang: 'hi' })).toBe('/api/v1/media/7?download=1&lang=hi');
  });
});
