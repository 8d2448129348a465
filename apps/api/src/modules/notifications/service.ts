import type { NotificationKind } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { NotificationRow } from '../../db/schema.js';
import { insertNotification } from './repository.js';

/**
 * Puts a notice in the person's bell. `payload` names what it is about (ids, and the names to show
 * should the thing be deleted later). Safe inside a transaction: nothing leaves the database here.
 */
export function notify(db: Db, userId: string, kind: NotificationKind, payload: Record<string, unknown>): Promise<NotificationRow> {
  return insertNotification(db, { userId, kind, payload });
}
