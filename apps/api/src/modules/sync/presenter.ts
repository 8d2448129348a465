import { syncOutcome, type SyncEvent, type SyncOutcome } from '@jal/contracts';

type Results = Partial<Pick<SyncOutcome, 'position' | 'completion' | 'attempt'>>;

export function appliedOutcome(event: SyncEvent, results: Results): SyncOutcome {
  return { key: event.key, type: event.type, status: 'applied', reason: null, position: null, completion: null, attempt: null, ...results };
}

export function refusedOutcome(event: SyncEvent, reason: string): SyncOutcome {
  return { key: event.key, type: event.type, status: 'refused', reason, position: null, completion: null, attempt: null };
}

/**
 * The outcome a key got when first received, as kept in its receipt. The receipt and its outcome
 * are written in one transaction, so an unreadable one is not expected; the key is taken all the
 * same and is not applied again.
 */
export function firstOutcome(event: SyncEvent, stored: Record<string, unknown> | undefined): SyncOutcome {
  const parsed = syncOutcome.safeParse(stored);
  return parsed.success ? parsed.data : refusedOutcome(event, 'This event was received before.');
}

/** A key seen before: the first outcome's reason and results again, marked as a duplicate. */
export function duplicateOutcome(first: SyncOutcome): SyncOutcome {
  return { ...first, status: 'duplicate' };
}
