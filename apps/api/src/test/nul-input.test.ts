import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../plugins/auth.js';
import { DEMO_PASSWORD } from '../seed/accounts.js';
import { body } from './body.js';
import { bearer, createTestApp, signInAs, type TestApp } from './test-app.js';
import { isZodSchema, sampleOf, textLeaves, variantsOf, withValueAt, type Path, type TextLeaf } from './zod-samples.js';

/**
 * Text with U+0000 never reaches the database (where it fails as a server error): every text a
 * route reads, in its body, query or path, is refused with 400 by the route's own schema. The
 * cases come from the routes' zod schemas, so a new route or field is covered as it is added.
 */

type Case = { name: string; method: string; url: string; payload?: unknown; field: string; free: boolean };

const declared: DeclaredRoute[] = [];
let test: TestApp;
let token: string;

const fieldName = (path: Path) => path.join('.');
const queryString = (query: Record<string, unknown>) =>
  Object.entries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');

/** The route's path with every parameter filled from its schema's sample, or with `bad` in one of them. */
function urlOf(route: DeclaredRoute, params: Record<string, unknown>) {
  return route.url.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(String(params[name])));
}

function casesOf(route: DeclaredRoute): Case[] {
  const { params, querystring, body: bodySchema } = route.schema ?? {};
  const name = `${route.method} ${route.url}`;
  const sampleParams = (isZodSchema(params) ? sampleOf(params) : {}) as Record<string, unknown>;
  const url = urlOf(route, sampleParams);
  // Path and query cases send a body the route accepts, so that the NUL is the only thing wrong.
  const payload = isZodSchema(bodySchema) ? sampleOf(variantsOf(bodySchema)[0]) : undefined;
  const cases: Case[] = [];
  const add = (where: string, leaf: TextLeaf, request: Pick<Case, 'url' | 'payload'>) =>
    cases.push({
      name: `${name} ${where} ${fieldName(leaf.path)}`,
      method: route.method,
      field: fieldName(leaf.path),
      free: leaf.free,
      ...request,
    });
  if (isZodSchema(params))
    for (const leaf of textLeaves(params))
      add('param', leaf, { url: urlOf(route, withValueAt(sampleParams, leaf.path, leaf.bad) as Record<string, unknown>), payload });
  if (isZodSchema(querystring))
    // Only the field itself: other query fields are optional, and a missing one is its own issue.
    for (const leaf of textLeaves(querystring))
      add('query', leaf, { url: `${url}?${queryString({ [leaf.path.join('.')]: leaf.bad })}`, payload });
  if (isZodSchema(bodySchema))
    for (const variant of variantsOf(bodySchema)) {
      const sample = sampleOf(variant);
      for (const leaf of textLeaves(variant)) add('body', leaf, { url, payload: withValueAt(sample, leaf.path, leaf.bad) });
    }
  return cases;
}

beforeAll(async () => {
  test = await createTestApp({ onRoute: (route) => void (route.method !== 'HEAD' && declared.push(route)) });
  token = await signInAs(test.app, 'superadmin@jalshiksha.org', DEMO_PASSWORD);
}, 120_000);

afterAll(async () => {
  await test?.close();
});

describe('a NUL character in any text a route reads', () => {
  it('is refused with 400 beside its field, for every route, as a super administrator', async () => {
    const cases = declared.filter((route) => route.url.startsWith('/api/')).flatMap(casesOf);
    // The walk found the routes' text: logins, searches, course text, quizzes, translations, reports.
    expect(cases.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const testCase of cases) {
      const response = await test.app.inject({
        method: testCase.method as 'GET',
        url: testCase.url,
        headers: bearer(token),
        ...(testCase.payload === undefined ? {} : { payload: testCase.payload as object }),
      });
      const answer = response.statusCode === 400 ? body(response) : null;
      const message =
        answer?.errors?.[testCase.field] ?? Object.entries(answer?.errors ?? {}).find(([key]) => key.startsWith(testCase.field))?.[1];
      if (!answer || !message) failures.push(`${testCase.name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      else if (testCase.free && !/NUL/.test(message)) failures.push(`${testCase.name}: refused, but not for the NUL: ${message}`);
    }
    expect(failures).toEqual([]);
  });
});
