import type { LessonState } from '@jal/contracts';
import { LineIcon } from '@/components/line-icon';

type Kind = 'text' | 'video' | 'document' | 'quiz' | 'practical';

/** The lesson kind as a picture; its name is always written beside it. */
export function LessonKindIcon({ kind, size = 20 }: { kind: Kind; size?: number }) {
  return (
    <LineIcon size={size}>
      {kind === 'text' ? <path d="M4 5h16M4 10h16M4 15h10M4 20h7" /> : null}
      {kind === 'video' ? (
        <>
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <path d="m10 9 5 3-5 3z" />
        </>
      ) : null}
      {kind === 'document' ? (
        <>
          <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
          <path d="M14 3v5h5M9 13h6M9 17h6" />
        </>
      ) : null}
      {kind === 'quiz' ? (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5V14M12 17.5v.01" />
        </>
      ) : null}
      {kind === 'practical' ? (
        <>
          <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
          <circle cx="12" cy="13" r="3.5" />
        </>
      ) : null}
    </LineIcon>
  );
}

/** A lesson's state as a picture; the state's name is always written beside it (not colour alone). */
export function LessonStateIcon({ state, size = 20 }: { state: LessonState; size?: number }) {
  return (
    <LineIcon size={size}>
      {state === 'locked' ? (
        <>
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </>
      ) : null}
      {state === 'available' ? <circle cx="12" cy="12" r="9" /> : null}
      {state === 'in_progress' ? (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor" />
        </>
      ) : null}
      {state === 'completed' ? (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="m8 12 3 3 5-6" />
        </>
      ) : null}
    </LineIcon>
  );
}

export const STATE_TEXT_CLASS: Record<LessonState, string> = {
  locked: 'text-text-muted',
  available: 'text-primary',
  in_progress: 'text-accent',
  completed: 'text-secondary-strong',
};
