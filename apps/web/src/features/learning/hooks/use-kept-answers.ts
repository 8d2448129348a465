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
 * attempt is told by the last one the server has (none before the first): once an attempt is
 * marked, the next one starts empty. Sending the answers forgets them.
 */
export function useKeptAnswers(lessonId: string, lastAttemptAt: string | null) {
  const key = `${PREFIX}${storedUserId() ?? 'visitor'}:${lessonId}:${lastAttemptAt ?? 'first'}`;
  const [kept, setKept] = useState(() => ({ key, answers: read(key) }));
  // The lesson read again after an attempt brings the next attempt's key.
  const current = kept.key === key ? kept : { key, answers: read(key) };
  if (current !== kept) setKept(current);

  const setAnswers = (answers: Answers) => {
    setKept({ key, answers });
    write(key, answers);
  };
  const forget = () => {
    window.sessionStorage.removeItem(key);
    setKept({ key, answers: {} });
  };
  return { answers: current.answers, setAnswers, forget };
}
