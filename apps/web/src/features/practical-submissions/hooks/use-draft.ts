import { useCallback, useEffect, useRef, useState } from 'react';
import { newIdempotencyKey } from '../capture/ready-submission';
import { draftKey, dropDraft, keepDraft, readDraft, type Draft } from '../outbox/phone-store';
import { storedUserId } from '@/lib/stored-user-id';

export const emptyDraft = (slots: number): Draft => ({
  idempotencyKey: newIdempotencyKey(),
  photos: Array.from({ length: slots }, () => null),
  voiceNote: null,
  numbers: {},
  place: null,
});

/**
 * The form's draft, read back from the phone when the page opens and kept there at every change:
 * a reload, a closed tab or a failed send loses nothing the learner put in.
 */
export function useDraft(lessonId: string, slots: number) {
  const key = draftKey(storedUserId(), lessonId);
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(slots));
  const [loaded, setLoaded] = useState(false);
  const changed = useRef(false);

  useEffect(() => {
    let live = true;
    void readDraft(key).then((kept) => {
      if (!live) return;
      // What the learner did before it was read wins over what was kept.
      if (kept && !changed.current) {
        setDraft({ ...kept, photos: Array.from({ length: slots }, (_, index) => kept.photos[index] ?? null) });
      }
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [key, slots]);

  const update = useCallback(
    (change: (draft: Draft) => Draft) => {
      changed.current = true;
      setDraft((current) => {
        const next = change(current);
        void keepDraft(key, next);
        return next;
      });
    },
    [key],
  );

  /** After a send: the kept draft goes, and a fresh one (with a new key) takes its place. */
  const clear = useCallback(() => {
    void dropDraft(key);
    changed.current = false;
    setDraft(emptyDraft(slots));
  }, [key, slots]);

  return { draft, update, clear, loaded };
}
