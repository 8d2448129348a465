import type { z } from 'zod';
import type { demoAccount } from '@jal/contracts';
import type { UserRow } from '../../db/rows.js';

export function presentDemoAccount(row: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'status'>): z.infer<typeof demoAccount> {
  return { id: row.id, name: row.name, email: row.email ?? '', role: row.role, status: row.status };
}
