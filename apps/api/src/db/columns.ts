import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A point in time, with its time zone, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The id of the row this one belongs to: it cannot be empty, and the row goes when its owner does
 * (a learner's progress with the learner, a lesson with its module).
 */
export const ownerId = (name: string, owner: () => AnyPgColumn) => uuid(name).notNull().references(owner, { onDelete: 'cascade' });
