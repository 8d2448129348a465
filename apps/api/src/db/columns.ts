import { getTableName } from 'drizzle-orm';
import { foreignKey, timestamp, uuid, type AnyPgColumn, type PgColumn } from 'drizzle-orm/pg-core';

/** A point in time, with its time zone, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The id of the row this one belongs to: it cannot be empty, and the row goes when its owner does
 * (a lesson with its module). For the tables of the first migration only, whose foreign keys carry
 * drizzle's names; later tables declare theirs with `inlineForeignKey`.
 */
export const ownerId = (name: string, owner: () => AnyPgColumn) => uuid(name).notNull().references(owner, { onDelete: 'cascade' });

/**
 * A foreign key under the name PostgreSQL gives one written inside CREATE TABLE
 * (`<table>_<column>_fkey`), as every migration after the first wrote them: a generated migration
 * that changes one then names the constraint the database has. The row goes with the row it
 * points to, unless `onDelete` says otherwise.
 */
export const inlineForeignKey = (column: PgColumn, target: AnyPgColumn, onDelete: 'cascade' | 'set null' = 'cascade') =>
  foreignKey({ name: `${getTableName(column.table)}_${column.name}_fkey`, columns: [column], foreignColumns: [target] }).onDelete(onDelete);
