import { z } from 'zod';
import { text } from './text.js';
import { pageQuery } from './common.js';
import { boundedText, optionalText, searchQuery } from './administration-common.js';

/** The 28 states and 8 union territories of India, as stored (English) with their Hindi names. */
export const INDIAN_STATES = [
  { en: 'Andhra Pradesh', hi: 'आंध्र प्रदेश' },
  { en: 'Arunachal Pradesh', hi: 'अरुणाचल प्रदेश' },
  { en: 'Assam', hi: 'असम' },
  { en: 'Bihar', hi: 'बिहार' },
  { en: 'Chhattisgarh', hi: 'छत्तीसगढ़' },
  { en: 'Goa', hi: 'गोवा' },
  { en: 'Gujarat', hi: 'गुजरात' },
  { en: 'Haryana', hi: 'हरियाणा' },
  { en: 'Himachal Pradesh', hi: 'हिमाचल प्रदेश' },
  { en: 'Jharkhand', hi: 'झारखंड' },
  { en: 'Karnataka', hi: 'कर्नाटक' },
  { en: 'Kerala', hi: 'केरल' },
  { en: 'Madhya Pradesh', hi: 'मध्य प्रदेश' },
  { en: 'Maharashtra', hi: 'महाराष्ट्र' },
  { en: 'Manipur', hi: 'मणिपुर' },
  { en: 'Meghalaya', hi: 'मेघालय' },
  { en: 'Mizoram', hi: 'मिज़ोरम' },
  { en: 'Nagaland', hi: 'नगालैंड' },
  { en: 'Odisha', hi: 'ओडिशा' },
  { en: 'Punjab', hi: 'पंजाब' },
  { en: 'Rajasthan', hi: 'राजस्थान' },
  { en: 'Sikkim', hi: 'सिक्किम' },
  { en: 'Tamil Nadu', hi: 'तमिलनाडु' },
  { en: 'Telangana', hi: 'तेलंगाना' },
  { en: 'Tripura', hi: 'त्रिपुरा' },
  { en: 'Uttar Pradesh', hi: 'उत्तर प्रदेश' },
  { en: 'Uttarakhand', hi: 'उत्तराखंड' },
  { en: 'West Bengal', hi: 'पश्चिम बंगाल' },
  { en: 'Andaman and Nicobar Islands', hi: 'अंडमान और निकोबार द्वीपसमूह' },
  { en: 'Chandigarh', hi: 'चंडीगढ़' },
  { en: 'Dadra and Nagar Haveli and Daman and Diu', hi: 'दादरा और नगर हवेली और दमन और दीव' },
  { en: 'Delhi', hi: 'दिल्ली' },
  { en: 'Jammu and Kashmir', hi: 'जम्मू और कश्मीर' },
  { en: 'Ladakh', hi: 'लद्दाख' },
  { en: 'Lakshadweep', hi: 'लक्षद्वीप' },
  { en: 'Puducherry', hi: 'पुडुचेरी' },
] as const;
const STATE_NAMES = INDIAN_STATES.map((state) => state.en) as [string, ...string[]];

export const ORGANIZATION_TYPES = ['ngo', 'government', 'panchayat', 'community', 'school', 'research', 'other'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** Indian numbers: a 10-digit mobile or an STD code + number, with optional +91 or 0, spaces and hyphens allowed. */
export const INDIAN_PHONE = /^(?:\+?91|0)?[1-9]\d{9}$/;
export const normalisePhone = (phone: string) => phone.replace(/[\s()-]/g, '');

export const organizationBody = z.strictObject({
  name: boundedText('Name', 150, 2),
  type: z.enum(ORGANIZATION_TYPES, { error: 'Choose an organization type.' }),
  contactPerson: optionalText('Contact person', 100),
  email: z
    .union([z.literal(''), z.email({ error: 'Enter a valid email address.' }).max(254)])
    .nullable()
    .optional()
    .transform((value) => (value ? value.toLowerCase() : null)),
  phone: text('Phone')
    .trim()
    .max(20, { error: 'Phone must be at most 20 characters.' })
    .refine((value) => value === '' || INDIAN_PHONE.test(normalisePhone(value)), {
      error: 'Enter an Indian phone number, e.g. 98765 43210 or 0510 245 0000.',
    })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  state: z
    .enum(STATE_NAMES, { error: 'Choose a state or union territory.' })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  district: optionalText('District', 100),
  address: optionalText('Address', 500),
});
export type OrganizationBody = z.input<typeof organizationBody>;

export const organization = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  type: z.string(),
  contactPerson: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  state: z.string().nullable(),
  district: z.string().nullable(),
  address: z.string().nullable(),
  isActive: z.boolean(),
  userCount: z.number().int(),
  createdAt: z.string(),
});
export type Organization = z.infer<typeof organization>;

export const organizationListQuery = z.object({
  ...pageQuery,
  search: searchQuery,
  status: z.enum(['active', 'inactive'], { error: 'status must be active or inactive.' }).optional(),
});
