import type { z } from 'zod';
import { i18n } from './i18n';

/** A UI string key and the values it is filled with. */
export type Message = { key: string; values?: Record<string, unknown> };

export type MessageOptions = {
  /** The form's name for a path of the checked body, where the two differ ('titleTranslations.en' → 'title.en'). */
  fieldOf?: (path: string) => string;
  /**
   * UI string keys for the rules a form words better than the general messages: under
   * `field:code` for one kind of problem (e.g. `phone:custom`), under `field` for any.
   */
  messages?: Record<string, string>;
  /** For a message that needs more than the field and the kind of problem (which question of a quiz). */
  messageOf?: (issue: z.core.$ZodIssue) => Message | undefined;
};

const NUMBER_ORIGINS = new Set(['number', 'int', 'bigint']);
const COLLECTION_ORIGINS = new Set(['array', 'set', 'map']);
const DATE_FORMATS = new Set(['datetime', 'time']);
const ID_FORMATS = new Set(['uuid', 'guid', 'cuid', 'cuid2', 'ulid', 'nanoid']);

const isEmpty = (input: unknown) => input === undefined || input === null || input === '';

/** The general message for a kind of problem, with the rule's limits. */
function generalMessage(issue: z.core.$ZodIssue): Message {
  if (isEmpty(issue.input) && (issue.code === 'too_small' || issue.code === 'invalid_type' || issue.code === 'invalid_format')) {
    return { key: 'validation.required' };
  }
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? { key: 'validation.required' } : { key: 'validation.tooShort', values: { min } };
      if (NUMBER_ORIGINS.has(issue.origin)) return { key: 'validation.numberTooSmall', values: { min } };
      if (COLLECTION_ORIGINS.has(issue.origin)) return { key: 'validation.tooFew', values: { min } };
      return { key: 'validation.invalid' };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { key: 'validation.tooLong', values: { max } };
      if (NUMBER_ORIGINS.has(issue.origin)) return { key: 'validation.numberTooBig', values: { max } };
      if (COLLECTION_ORIGINS.has(issue.origin)) return { key: 'validation.tooMany', values: { max } };
      return { key: 'validation.invalid' };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.email' };
      if (issue.format === 'date') return { key: 'validation.date' };
      if (DATE_FORMATS.has(issue.format)) return { key: 'validation.dateTime' };
      // An identifier is never typed: it comes from a list, so the fix is to choose again.
      if (ID_FORMATS.has(issue.format)) return { key: 'validation.choice' };
      return { key: 'validation.format' };
    case 'invalid_value':
      return { key: 'validation.choice' };
    case 'invalid_type':
      if (issue.expected === 'int') return { key: 'validation.wholeNumber' };
      if (issue.expected === 'number') return { key: 'validation.number' };
      return { key: 'validation.invalid' };
    case 'unrecognized_keys':
      return { key: 'validation.unknownField' };
    default:
      return { key: 'validation.invalid' };
  }
}

/** The form field an issue is about, as react-hook-form names it. */
export function fieldOfIssue(issue: z.core.$ZodIssue, options: MessageOptions = {}): string {
  const path = issue.path.map(String).join('.');
  return options.fieldOf ? options.fieldOf(path) : path;
}

/**
 * What to tell the person about one problem, in the language of the page. The schemas shared
 * with the API carry English sentences of their own (the API answers with them), so those are
 * never shown: the message is chosen from the kind of problem, its limits and the field.
 */
export function issueMessage(issue: z.core.$ZodIssue, options: MessageOptions = {}): string {
  const field = fieldOfIssue(issue, options);
  const named = options.messages?.[`${field}:${issue.code}`] ?? options.messages?.[field];
  const message = options.messageOf?.(issue) ?? (named ? { key: named } : generalMessage(issue));
  return i18n.t(message.key, message.values);
}
