import type { Db } from '../../db/client.js';
import { insertedRow } from '../../db/queries.js';
import { notifications, type NotificationRow } from '../../db/schema.js';

export function insertNotification(db: Db, values: Pick<NotificationRow, 'userId' | 'kind' | 'payload'>): Promise<NotificationRow> {
  return insertedRow(db.insert(notifications).values(values).returning(), 'the notification insert returned no row');
}
