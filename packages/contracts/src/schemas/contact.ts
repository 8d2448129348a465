import { z } from 'zod';
import { emailField } from './auth.js';
import { text } from './text.js';

/** What a contact message is about; the labels live in the UI strings (contact.form.topics.*). */
export const CONTACT_TOPICS = ['course-question', 'group-enrolment', 'partnership', 'technical-problem', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  organization: { max: 120 },
  message: { min: 10, max: 2000 },
  /** Longest value accepted in the honeypot field before the request is refused outright. */
  honeypot: { max: 500 },
} as const;

/** Per address: at most this many messages in the window, then 429 with Retry-After. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;

/**
 * The contact form (web) and `POST /api/v1/contact` (server and mobile app). Strict: an unknown
 * field is refused. `website` is a honeypot that people never see; anything in it marks a bot.
 */
export const contactBody = z.strictObject({
  name: text('Name')
    .trim()
    .min(CONTACT_LIMITS.name.min, { error: `Name must be at least ${CONTACT_LIMITS.name.min} characters.` })
    .max(CONTACT_LIMITS.name.max, { error: `Name must be at most ${CONTACT_LIMITS.name.max} characters.` }),
  email: emailField,
  organization: text('Organisation')
    .trim()
    .max(CONTACT_LIMITS.organization.max, {
      error: `Organisation must be at most ${CONTACT_LIMITS.organization.max} characters.`,
    })
    .optional(),
  topic: z.enum(CONTACT_TOPICS, {
    error: (issue) => (issue.input === undefined ? 'Topic is required.' : `Topic must be one of: ${CONTACT_TOPICS.join(', ')}.`),
  }),
  message: text('Message')
    .trim()
    .min(CONTACT_LIMITS.message.min, { error: `Message must be at least ${CONTACT_LIMITS.message.min} characters.` })
    .max(CONTACT_LIMITS.message.max, { error: `Message must be at most ${CONTACT_LIMITS.message.max} characters.` }),
  website: text('website').max(CONTACT_LIMITS.honeypot.max, { error: 'website is too long.' }).optional(),
});
export type ContactBody = z.input<typeof contactBody>;
export type ContactMessage = z.output<typeof contactBody>;

export const contactResult = z.object({ id: z.uuid() });
export type ContactResult = z.infer<typeof contactResult>;
