import { z } from 'zod';
import { text } from './text.js';
import { ALERT_TYPES } from './alert.js';

const isoDateTime = z.iso.datetime({ offset: true, error: 'Enter a valid date and time.' });

/** Create or edit an alert: English text required, other languages optional; end after start. */
export const alertBody = z
  .strictObject({
    message: z
      .record(
        text('language').regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/),
        text('message').trim().max(500, { error: 'The message must be at most 500 characters.' }),
      )
      .refine((message) => !!message.en?.trim(), { error: 'The English message is required.', path: ['en'] }),
    alertType: z.enum(ALERT_TYPES, { error: 'alertType must be error, warning, success or info.' }),
    isActive: z.boolean({ error: 'isActive must be true or false.' }).default(true),
    startsAt: isoDateTime.nullable().default(null),
    endsAt: isoDateTime.nullable().default(null),
  })
  .refine((body) => !body.startsAt || !body.endsAt || Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    error: 'The end time must be after the start time.',
    path: ['endsAt'],
  });
export type AlertBody = z.input<typeof alertBody>;
