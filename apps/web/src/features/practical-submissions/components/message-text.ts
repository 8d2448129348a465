import type { TFunction } from 'i18next';
import type { Message } from '../capture/number-check';

/** A message in the page's language; undefined for none, as a field's error is. */
export const messageText = (t: TFunction, message: Message | null | undefined): string | undefined =>
  message ? t(message.key, message.values) : undefined;
