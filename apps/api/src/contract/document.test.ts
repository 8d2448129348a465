import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_VERSION } from '../lib/api-version.js';
import { testAppPerFile } from '../test/test-app.js';
import { breakingChanges, type ApiDocument } from './breaking-changes.js';
import { CLIENT_TYPES_FILE, clientTypes } from './client-types.js';

const t = testAppPerFile({ seed: false });
const served = async () => (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<ApiDocument>();
const released = JSON.parse(readFileSync(new URL('../../openapi/released-1.x.json', import.meta.url), 'utf8')) as ApiDocument;

describe('the API document', () => {
  it('gives the API version', async () => {
    expect((await served()).info.version).toBe(API_VERSION);
  });

  it('is the one the committed client types were generated from (npm run generate:api-client)', async () => {
    expect(await clientTypes(await served()), 'run npm run generate:api-client').toBe(readFileSync(CLIENT_TYPES_FILE, 'utf8'));
  });

  it('keeps everything the last released document gives, unless its major version changed', async () => {
    expect(breakingChanges(released, await served())).toEqual([]);
  });
});

describe('a breaking change', () => {
  const field = (type: string) => ({
    content: {
      'application/json': { schema: { type: 'object', properties: { data: { type: 'object', properties: { title: { type } } } } } },
    },
  });
  const document = (version: string, paths: ApiDocument['paths']): ApiDocument => ({ info: { version }, paths });
  const before = document('1.0.0', {
    '/a': { get: { responses: { 200: field('string') } } },
    '/b': { post: { responses: {} } },
  });

  it('is a removed path or operation', () => {
    const after = document('1.1.0', { '/a': before.paths['/a']!, '/b': {} });
    expect(breakingChanges(before, after)).toEqual(['POST /b: removed']);
  });

  it('is a removed response field', () => {
    const after = document('1.1.0', {
      ...before.paths,
      '/a': {
        get: {
          responses: {
            200: {
              content: { 'application/json': { schema: { type: 'object', properties: { data: { type: 'object', properties: {} } } } } },
            },
          },
        },
      },
    });
    expect(breakingChanges(before, after)).toEqual(['GET /a 200 application/json.data.title: removed']);
  });

  it('is a narrowed type, and none is breaking in a new major version', () => {
    const widened = document('1.0.0', { ...before.paths, '/a': { get: { responses: { 200: field('integer') } } } });
    expect(breakingChanges(before, widened)).toEqual(['GET /a 200 application/json.data.title: type narrowed (no longer string)']);
    expect(breakingChanges(before, { ...widened, info: { version: '2.0.0' } })).toEqual([]);
  });
});
