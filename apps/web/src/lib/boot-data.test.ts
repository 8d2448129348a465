import { beforeEach, describe, expect, it } from 'vitest';
import { catchConsoleErrors } from '../test/console';
import { serveStubApi } from '../test/http-stub-server';
import { apiRequest } from './api-client';
import { resetBootAnswersForTests } from './boot-data';

const server = await serveStubApi(() => ({ status: 200, body: { code: 200, message: 'from the network', data: null } }));
beforeEach(() => {
  document.getElementById('boot-data')?.remove();
  resetBootAnswersForTests();
});

function inline(answers: Record<string, unknown>) {
  const element = document.createElement('script');
  element.id = 'boot-data';
  element.type = 'application/json';
  element.textContent = JSON.stringify(answers);
  document.head.append(element);
}

describe('answers inlined into the page', () => {
  it('answer the first matching GET without a request, then step aside', async () => {
    inline({ '/v1/courses?limit=12&page=1&status=published': { code: 200, message: 'inline', data: { courses: [] } } });
    const first = await apiRequest<{ message: string }>('/v1/courses', {
      query: { status: 'published', page: 1, limit: 12, search: undefined },
    });
    expect(first.message).toBe('inline');
    expect(server.received).toHaveLength(0);
    const second = await apiRequest<{ message: string }>('/v1/courses', { query: { status: 'published', page: 1, limit: 12 } });
    expect(second.message).toBe('from the network');
    expect(server.received).toHaveLength(1);
  });

  it('never answer another query, nor a write', async () => {
    inline({ '/v1/courses?limit=12&page=1&status=published': { message: 'inline' } });
    const other = await apiRequest<{ message: string }>('/v1/courses', { query: { status: 'published', page: 2, limit: 12 } });
    expect(other.message).toBe('from the network');
    const write = await apiRequest<{ message: string }>('/v1/courses?limit=12&page=1&status=published', { method: 'POST', body: {} });
    expect(write.message).toBe('from the network');
  });

  it('are ignored when unreadable', async () => {
    const element = document.createElement('script');
    element.id = 'boot-data';
    element.type = 'application/json';
    element.textContent = '{not json';
    document.head.append(element);
    const log = catchConsoleErrors();
    const answer = await apiRequest<{ message: string }>('/v1/courses');
    expect(answer.message).toBe('from the network');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Inline page data was unreadable; requesting it instead.', expect.any(SyntaxError));
  });
});
