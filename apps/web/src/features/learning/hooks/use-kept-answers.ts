import { useState } from 'react';
import { storedUserId } from '@/lib/stored-user-id';

/** Question id → the ids of the options chosen. */
export type Answers = Record<string, string[]>;

const PREFIX = 'quiz-answers:';

function read(key: string): Answers {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((id) => typeof id === 'string'),
      ),
    );
  } catch {
    return {};
  }
}

function write(key: string, answers: Answers) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(answers));
  } catch {
    // Storage full or refused (private mode): the answers stay on the screen, only not past a reload.
  }
}

/**
 * The options chosen in a quiz, kept in the tab's session storage per learner, lesson and
 * attempt, so a reload (or a phone that drops the page in the background) gives them back. The
 * attempt is told by the last one the server has (none before the first): a page opened after an
 * attempt was marked starts empty. Once sent, the stored copy is forgotten (the screen still
 * shows them beside the result); `clear` empties both for the next attempt.
 */
export function useKeptAnswers(lessonId: string, lastAttemptAt: string | null) {
  const key = `${PREFIX}${storedUserId() ?? 'visitor'}:${lessonId}:${lastAttemptAt ?? 'first'}`;
  const [answers, setState] = useState(() => read(key));
  const forgetStored = () => {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Nothing was kept where storage is refused.
    }
  };
  return {
    answers,
    setAnswers: (next: Answers) => {
      setState(next);
      write(key, next);
    },
    forgetStored,
    clear: () => {
      forgetStored();
      setState({});
    },
  };
}
