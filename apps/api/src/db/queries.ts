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

/**
 * One page of what `query` selects, when the list is long: pages go at most `maxRows` deep (a
 * page past that is empty: narrow the search instead), and the count stops at `maxRows` too,
 * so neither ever reads the whole table. `capped` says the total is "at least".
 */
export async function selectBoundedPage<Query extends PgSelect>(
  db: Db,
  query: Query,
  table: PgTable,
  where: SQL | undefined,
  page: PageRequest,
  maxRows: number,
) {
  const offset = (page.page - 1) * page.limit;
  const counted = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(maxRows + 1)
    .as('counted');
  const [total] = await db.select({ n: count() }).from(counted);
  const matching = total?.n ?? 0;
  const rows: Awaited<Query> | [] = offset >= maxRows ? [] : await query.limit(Math.min(page.limit, maxRows - offset)).offset(offset);
  return { rows, total: Math.min(matching, maxRows), capped: matching > maxRows };
}
