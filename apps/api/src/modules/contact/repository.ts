import { createHash } from 'node:crypto';
import type { ContactMessage } from '@jal/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';

export const USER_AGENT_MAX = 300;

/** Who sent it, kept only as much as handling abuse needs: the address hashed, the agent cut short. */
export type ContactSender = { ip: string; userAgent: string | undefined };

export function hashAddress(ip: string): string {
  return createHash('sha256').update(ip).digest('hex');
}

export async function storeContactMessage(db: Db, body: ContactMessage, sender: ContactSender): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: body.name,
      email: body.email,
      // An empty optional field is no organisation at all.
      organization: body.organization || null,
      topic: body.topic,
      message: body.message,
      ipHash: hashAddress(sender.ip),
      userAgent: sender.userAgent?.slice(0, USER_AGENT_MAX) || null,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message insert returned no row');
  return row;
}

/** Deletes every message sent from this email address (in any letter case): its sender erased their account. */
export async function forgetMessagesFrom(db: Db, email: string) {
  await db.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`);
}
