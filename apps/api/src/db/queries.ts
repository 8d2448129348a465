import { count, sql, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** Which page of a list, `limit` rows a page, the first page being 1. */
export type PageRequest = { page: number; limit: number };

/** The row a lookup by a unique key finds, or undefined when there is none. */
export async function firstRow<Row>(query: PromiseLike<Row[]>): Promise<Row | undefined> {
  const [row] = await query;
  return row;
}

/** Whether a lookup finds any row. */
export async function hasRow(query: PromiseLike<unknown[]>): Promise<boolean> {
  const [row] = await query;
  return row !== undefined;
}

/** The rows of a raw SQL query, whichever driver ran it (node-postgres wraps them, PGlite does not). */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/**
 * The row an `insert … returning()` wrote. An insert with no conflict clause always writes one,
 * so none is a fault of the server (`failure` says which), not of the caller.
 */
export async function insertedRow<Row>(query: PromiseLike<Row[]>, failure: string): Promise<Row> {
  const [row] = await query;
  if (!row) throw new Error(failure);
  return row;
}

/**
 * One page of what `query` selects (built with `$dynamic()`), and how many rows of `table` match
 * `where` in all, for the pager.
 */
export async function selectPage<Query extends PgSelect>(db: Db, query: Query, table: PgTable, where: SQL | undefined, page: PageRequest) {
  const [total] = await db.select({ n: count() }).from(table).where(where);
  const rows: Awaited<Query> = await query.limit(page.limit).offset((page.page - 1) * page.limit);
  return { rows, total: total?.n ?? 0 };
}

/** Selected as `matching` beside a page's rows: how many rows matched in all, counted in the same pass. */
export const matchingInAll = sql<number>`(count(*) over ())::int`;

/**
 * One page of what `query` selects, when the list is long: pages go at most `maxRows` deep (a
 * page past that is empty: narrow the search instead), and the count stops at `maxRows` too,
 * so neither ever reads the whole table. `capped` says the total is "at least".
 *
 * A query that reads every match before its first row anyway (ordered by what no index holds, as
 * a search is) selects `matching: matchingInAll` and passes `countedInPassing`: its count then
 * comes from that one pass, not from a second read of the matches.
 */
export async function selectBoundedPage<Query extends PgSelect>(
  db: Db,
  query: Query,
  table: PgTable,
  where: SQL | undefined,
  page: PageRequest,
  maxRows: number,
  { countedInPassing = false } = {},
) {
  const offset = (page.page - 1) * page.limit;
  const pageOf = async (): Promise<Awaited<Query> | []> =>
    offset >= maxRows ? [] : await query.limit(Math.min(page.limit, maxRows - offset)).offset(offset);
  const bounded = (rows: Awaited<Query> | [], matching: number) => ({
    rows,
    total: Math.min(matching, maxRows),
    capped: matching > maxRows,
  });
  if (countedInPassing) {
    const rows = await pageOf();
    const first = rows[0] as { matching?: number } | undefined;
    // A page past the end has no row to carry the count: it is counted apart.
    if (first?.matching !== undefined) return bounded(rows, first.matching);
  }
  const counted = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(maxRows + 1)
    .as('counted');
  const [total] = await db.select({ n: count() }).from(counted);
  return bounded(countedInPassing ? [] : await pageOf(), total?.n ?? 0);
}
