import type { QuizAttemptResult } from '@jal/contracts';
import { changeListeners } from '@/lib/change-listeners';

/**
 * Quiz attempts the server marked during a sync, by lesson, until the quiz shows them: the
 * learner may be on another page when the answer comes.
 */
let marked: ReadonlyMap<string, QuizAttemptResult> = new Map();
// Pure: a page that never reads the marks leaves this module out of its bundle.
const store = /* @__PURE__ */ changeListeners(() => marked);

export function keepMarkedAttempt(lessonId: string, result: QuizAttemptResult) {
  marked = new Map(marked).set(lessonId, result);
  store.notify();
}

/** The quiz took the result into its own state. */
export function forgetMarkedAttempt(lessonId: string) {
  if (!marked.has(lessonId)) return;
  const next = new Map(marked);
  next.delete(lessonId);
  marked = next;
  store.notify();
}

export function useMarkedAttempt(lessonId: string): QuizAttemptResult | null {
  return store.useValue().get(lessonId) ?? null;
}
