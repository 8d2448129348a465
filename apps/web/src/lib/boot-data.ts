import { requestKey, type QueryValues } from '@jal/contracts/core';

let answers: Map<string, unknown> | null = null;

function readInlineAnswers(): Map<string, unknown> {
  const map = new Map<string, unknown>();
  const element = typeof document === 'undefined' ? null : document.getElementById('boot-data');
  if (!element?.textContent) return map;
  try {
    const parsed = JSON.parse(element.textContent) as Record<string, unknown>;
    for (const [key, body] of Object.entries(parsed)) map.set(key, body);
  } catch (error) {
    console.error('Inline page data was unreadable; requesting it instead.', error);
  }
  return map;
}

/**
 * The answer the server put into the page for this GET (docs/decisions/006), taken once: the
 * first view renders without waiting for a round trip, and any later read (a retry, a refetch)
 * goes to the network as usual.
 */
export function takeBootAnswer(path: string, query?: QueryValues): unknown {
  answers ??= readInlineAnswers();
  const key = requestKey(path, query);
  if (!answers.has(key)) return undefined;
  const body = answers.get(key);
  answers.delete(key);
  return body;
}

/** On the server, for one render: the same answers the page's HTML will carry for the browser. */
export function setBootAnswers(inlined: Record<string, unknown>) {
  answers = new Map(Object.entries(inlined));
}

export function resetBootAnswersForTests() {
  answers = null;
}

/**
 * For a query's `initialData`: the inlined answer of this GET turned into the query's data, so
 * the first render already has it (no loading state, no second render, no request).
 */
export function bootQueryData<T>(path: string, query: QueryValues | undefined, pick: (body: unknown) => T | undefined): T | undefined {
  const body = takeBootAnswer(path, query);
  return body === undefined ? undefined : pick(body);
}

/** How long a personal answer the page brought counts as fresh: the page was made for this visit. */
const PAGE_DATA_FRESH_MS = 30_000;

/**
 * A `staleTime` for queries that are read again on every visit (staleTime 0) but may start from
 * the page's own copy: that copy was read for this very view, so asking again at once would only
 * spend the learner's data. A query that has fetched once counts its data as stale at once.
 */
export function freshFromPage(query: { state: { dataUpdateCount: number } }): number {
  return query.state.dataUpdateCount === 0 ? PAGE_DATA_FRESH_MS : 0;
}
