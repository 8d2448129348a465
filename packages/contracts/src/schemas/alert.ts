import { z } from 'zod';
import { languageTextMap } from './common.js';

export const ALERT_TYPES = ['error', 'warning', 'success', 'info'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const alert = z.object({
  _id: z.string(),
  id: z.string(),
  message: languageTextMap,
  alertType: z.enum(ALERT_TYPES),
  isActive: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Alert = z.infer<typeof alert>;
