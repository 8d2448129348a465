import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submissionsKey, useSubmissions } from '../api/get-submissions';
import type { PracticalContent } from '../capture/prepare';
import { sendWaiting } from '../outbox/send-waiting';
import { useWaiting } from '../hooks/use-waiting';
import { PracticalForm } from './practical-form';
import { SubmissionList } from './submission-list';

export type PracticalSubmissionsProps = { courseId: string; lessonId: string; content: PracticalContent };

/**
 * Under a practical's instructions: the form to send it (while nothing waits for a review and it
 * was not accepted), then the learner's submissions. What waits on the phone is sent on opening
 * and whenever the network returns.
 */
export function PracticalSubmissions({ courseId, lessonId, content }: PracticalSubmissionsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useSubmissions(courseId, lessonId);
  const waiting = useWaiting(lessonId);
  const [notice, setNotice] = useState<'sent' | 'queued' | null>(null);
  const reread = useCallback(
    () => queryClient.invalidateQueries({ queryKey: submissionsKey(courseId, lessonId) }),
    [queryClient, courseId, lessonId],
  );

  useEffect(() => {
    const trySending = () =>
      void sendWaiting().then((sent) => {
        if (sent > 0) void reread();
      });
    trySending();
    window.addEventListener('online', trySending);
    return () => window.removeEventListener('online', trySending);
  }, [reread]);

  const submissions = list.data ?? [];
  const latest = waiting.length > 0 ? 'waiting' : submissions[0]?.state;
  // Offline the list cannot be read: the form stays open, and the server keeps what it already has.
  const undecided = list.isPending && navigator.onLine;
  const mayStart = !undecided && (latest === undefined || latest === 'returned');
  // The form's heading takes the focus (and so comes into view): the keyboard and the screen reader go on from there.
  const focusForm = () => document.getElementById('practical-send-heading')?.focus();

  return (
    <div className="mt-8 space-y-8 border-t border-border pt-6">
      <div aria-live="polite" className="empty:hidden">
        {notice ? (
          <p className="rounded-lg bg-alert-success-bg p-3 text-alert-success-text">
            {t(notice === 'sent' ? 'practicalSubmissions.notice.sent' : 'practicalSubmissions.notice.queued')}
          </p>
        ) : null}
      </div>
      {mayStart ? (
        <PracticalForm
          courseId={courseId}
          lessonId={lessonId}
          content={content}
          onDone={(outcome) => {
            setNotice(outcome);
            if (outcome === 'sent') void reread();
          }}
        />
      ) : null}
      {!undecided && latest === 'submitted' && !notice ? (
        <p className="text-text">{t('practicalSubmissions.form.awaitingReview')}</p>
      ) : null}
      {latest === 'accepted' ? (
        <p className="rounded-lg bg-alert-success-bg p-3 text-alert-success-text">{t('practicalSubmissions.form.accepted')}</p>
      ) : null}
      {list.isError && !navigator.onLine ? <p className="text-sm text-text-muted">{t('practicalSubmissions.list.offline')}</p> : null}
      <SubmissionList waiting={waiting} submissions={submissions} onSendAgain={mayStart ? focusForm : null} />
    </div>
  );
}

export default PracticalSubmissions;
