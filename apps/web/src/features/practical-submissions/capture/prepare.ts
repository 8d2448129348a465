import type { PlayerLessonContent } from '@jal/contracts';
import { localIsoTime, timeZoneOffsetMinutes, type ReadySubmission } from './ready-submission';
import type { Draft } from '../outbox/phone-store';
import { insideArea } from '@jal/contracts/core';
import { checkNumber, type Message } from './number-check';

export type PracticalContent = Extract<PlayerLessonContent, { kind: 'practical' }>;

/**
 * The form's fields as errors name them: `photos` (the count), `photo.N` (a slot), `voiceNote`,
 * `place`, `number.ID`, and `form` for what belongs to no field.
 */
export type FieldErrors = Record<string, Message>;

/** How many photo slots the form shows: one per photo asked, at most `max`. */
export const photoSlots = (content: PracticalContent) => content.photos.max;

/** The photos of the draft in order, or the error when one is missing before another or too few are there. */
function photoErrors(draft: Draft, content: PracticalContent): FieldErrors {
  const { min, max } = content.photos;
  const filled = draft.photos.filter(Boolean).length;
  // The server takes the photos in the order asked: an empty slot before a filled one would shift the captions.
  const firstGap = draft.photos.findIndex((photo, index) => !photo && draft.photos.slice(index + 1).some(Boolean));
  if (firstGap >= 0) return { [`photo.${firstGap}`]: { key: 'practicalSubmissions.photo.gap', values: { number: firstGap + 1 } } };
  if (filled < min) {
    return {
      [`photo.${filled}`]: { key: 'practicalSubmissions.photo.missing' },
      photos:
        min === max
          ? { key: 'practicalSubmissions.photo.countExact', values: { count: min } }
          : { key: 'practicalSubmissions.photo.countRange', values: { min, max } },
    };
  }
  return {};
}

/** Checks the draft against the practical; answers what to send, or the errors by field. */
export function prepareSubmission(
  draft: Draft,
  content: PracticalContent,
  now: Date,
): { ready: ReadySubmission; errors: null } | { ready: null; errors: FieldErrors } {
  const errors: FieldErrors = photoErrors(draft, content);
  if (content.voiceNote.requirement === 'required' && !draft.voiceNote) errors.voiceNote = { key: 'practicalSubmissions.voice.required' };
  if (content.place.required && !draft.place) errors.place = { key: 'practicalSubmissions.place.requiredMissing' };
  const numbers: ReadySubmission['numbers'] = [];
  for (const number of content.numbers) {
    const checked = checkNumber(draft.numbers[number.id] ?? '', number);
    if (checked.error) errors[`number.${number.id}`] = checked.error;
    else numbers.push({ id: number.id, value: checked.value });
  }
  if (Object.keys(errors).length > 0) return { ready: null, errors };
  return {
    errors: null,
    ready: {
      idempotencyKey: draft.idempotencyKey,
      submittedAt: localIsoTime(now),
      timeZoneOffsetMinutes: timeZoneOffsetMinutes(now),
      place: draft.place,
      numbers,
      photos: draft.photos.flatMap((photo) => (photo ? [photo.blob] : [])),
      voiceNote: content.voiceNote.requirement === 'none' ? null : (draft.voiceNote?.blob ?? null),
    },
  };
}

/** Whether the recorded place is outside the practical's area; null when there is no area or no place. */
export function outsideArea(draft: Draft, content: PracticalContent): boolean | null {
  if (!content.place.area || !draft.place) return null;
  return !insideArea(draft.place, content.place.area);
}

/**
 * The server's field errors of a 400 as the form's own, in the learner's language: the server
 * names the field (`photo`, `voiceNote`, `submission.place`, `submission.numbers.ID`), the form
 * words it. Anything else is shown as the server said it, for the whole form.
 */
export function fieldsOfServerErrors(
  serverErrors: Record<string, string>,
  content: PracticalContent,
): { fields: FieldErrors; other: string[] } {
  const fields: FieldErrors = {};
  const other: string[] = [];
  const { min, max } = content.photos;
  for (const [field, message] of Object.entries(serverErrors)) {
    const numberId = /^submission\.numbers\.(.+)$/.exec(field)?.[1];
    const number = numberId ? content.numbers.find((candidate) => candidate.id === numberId) : undefined;
    if (field === 'photo') {
      fields.photos =
        min === max
          ? { key: 'practicalSubmissions.photo.countExact', values: { count: min } }
          : { key: 'practicalSubmissions.photo.countRange', values: { min, max } };
    } else if (field === 'voiceNote') {
      fields.voiceNote = {
        key: content.voiceNote.requirement === 'required' ? 'practicalSubmissions.voice.required' : 'practicalSubmissions.voice.refused',
      };
    } else if (field === 'submission.place' || field.startsWith('submission.place.')) {
      fields.place = {
        key: field === 'submission.place' ? 'practicalSubmissions.place.requiredMissing' : 'practicalSubmissions.place.refused',
      };
    } else if (number) {
      fields[`number.${number.id}`] = {
        key: 'practicalSubmissions.number.outOfRange',
        values: { min: number.min, max: number.max, unit: number.unit },
      };
    } else {
      other.push(message);
    }
  }
  return { fields, other };
}
