import type { alertBody } from '@jal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AlertRow } from '../../db/rows.js';
import { notFound } from '../../lib/http-error.js';
import type { PublicCache } from '../../lib/public-cache.js';
import { ALERTS_CACHE_PREFIX } from '../../public-content/current-alert.js';
import { deleteAlert, findAlert, insertAlert, updateAlert } from './repository.js';

type AlertBody = z.output<typeof alertBody>;

const toDate = (value: string | null) => (value ? new Date(value) : null);
const valuesOf = (body: AlertBody) => ({ ...body, startsAt: toDate(body.startsAt), endsAt: toDate(body.endsAt) });

/** Alert changes made in the dashboard; every change drops the cached current alert. */
export function alertEditor(db: Db, cache: PublicCache) {
  const changed = () => cache.invalidate(ALERTS_CACHE_PREFIX);
  const existing = async (id: string): Promise<AlertRow> => {
    const row = await findAlert(db, id);
    if (!row) throw notFound('Alert not found.');
    return row;
  };
  return {
    find: existing,
    async create(body: AlertBody) {
      const row = await insertAlert(db, valuesOf(body));
      changed();
      return row;
    },
    async update(id: string, body: AlertBody) {
      await existing(id);
      const row = await updateAlert(db, id, valuesOf(body));
      changed();
      return row!;
    },
    async toggle(id: string) {
      const current = await existing(id);
      const row = await updateAlert(db, current.id, { isActive: !current.isActive });
      changed();
      return row!;
    },
    async remove(id: string) {
      await existing(id);
      await deleteAlert(db, id);
      changed();
    },
  };
}
