import type { SyncEvent, SyncOutcome } from '@jal/contracts';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { keepMarkedAttempt } from './marked-attempts';

/**
 * Tells the learner what became of what they did offline: each quiz's mark, and once when a
 * completion was not counted. Returns the quizzes that passed, whose lessons are completed next.
 */
export function tellOutcomes(outcomes: SyncOutcome[], sent: SyncEvent[]): SyncEvent[] {
  const byKey = new Map(sent.map((event) => [event.key, event]));
  const passed: SyncEvent[] = [];
  let completionRefused = false;
  for (const outcome of outcomes) {
    const event = byKey.get(outcome.key);
    if (!event) continue;
    if (event.type === 'attempt') {
      if (outcome.status === 'refused' || !outcome.attempt) {
        void notify.info(i18n.t('offlineSync.quizRefused'));
        continue;
      }
      keepMarkedAttempt(event.lessonId, outcome.attempt);
      if (outcome.attempt.passed) {
        passed.push(event);
        void notify.success(i18n.t('offlineSync.quizPassed', { score: outcome.attempt.score }));
      } else {
        void notify.info(i18n.t('offlineSync.quizFailed', { right: outcome.attempt.correctCount, count: outcome.attempt.questionCount }));
      }
    }
    if (event.type === 'complete' && outcome.status === 'refused') completionRefused = true;
  }
  if (completionRefused) void notify.info(i18n.t('offlineSync.completionRefused'));
  return passed;
}
