import { sql } from 'drizzle-orm';
import type { ContactTopic } from '@jal/contracts';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, ownerId } from './columns.js';

type LanguageText = Record<string, string>;
type NameVariants = { english?: string | null; hinglish?: string | null; hindi?: string | null };

/**
 * What a search of users reads: the name, the email and the Hindi name, one per line (a search
 * never holds a line break, so it never matches across two of them). Indexed by trigrams.
 */
export const userSearchText = (table = '') =>
  sql.raw(`(${table}name || E'\\n' || ${table}email || E'\\n' || coalesce(${table}name_variants->>'hindi', ''))`);
/** What a search of course titles reads: the title and every translation of it, one per line. Indexed by trigrams. */
export const courseSearchText = (table = '') => sql.raw(`(${table}title || E'\\n' || jal_text_values(${table}title_translations))`);

const createdAt = () => at('created_at').notNull().defaultNow();
const updatedAt = () => at('updated_at').notNull().defaultNow();
const createdAndUpdatedAt = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  type: text('type').notNull().default('ngo'),
  contactPerson: text('contact_person'),
  email: text('email'),
  phone: text('phone'),
  state: text('state'),
  district: text('district'),
  address: text('address'),
  isActive: boolean('is_active').notNull().default(true),
  ...createdAndUpdatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameVariants: jsonb('name_variants').$type<NameVariants>(),
    // Empty for a learner who signs in with a mobile number only; every account has one or the other.
    email: text('email'),
    /** A 10-digit Indian mobile number, stored without +91 or spaces. */
    mobile: text('mobile'),
    passwordHash: text('password_hash').notNull(),
    /** Signed in with a one-time password: nothing else is allowed until they choose their own. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** When a password set by someone else (a one-time password) stops working; null for one's own. */
    passwordExpiresAt: at('password_expires_at'),
    role: text('role', { enum: ['USER', 'ADMIN', 'SUPER_ADMIN', 'ORGANIZATION', 'TRAINER', 'admin'] })
      .notNull()
      .default('USER'),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /** Created by the demo seed: ending demo mode closes every such account. */
    isDemo: boolean('is_demo').notNull().default(false),
    // The person's own choices, followed on every device they sign in on; null until chosen.
    preferredLanguage: text('preferred_language'),
    fontSize: integer('font_size'),
    lowData: boolean('low_data'),
    ...createdAndUpdatedAt(),
  },
  (table) => [
    // Emails are unique whatever their case: Asha@x.org and asha@x.org are one account.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_mobile_unique').on(table.mobile),
    check('users_email_or_mobile', sql`${table.email} IS NOT NULL OR ${table.mobile} IS NOT NULL`),
    index('users_organization_idx').on(table.organizationId),
    // The dashboard's list is ordered by name then email, a page at a time.
    index('users_name_email_idx').on(table.name, table.email),
    // A search for any part of a name (English or Hindi) or email: one trigram index for all three.
    index('users_search_trgm_idx').using('gin', sql`${userSearchText()} gin_trgm_ops`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the bearer token: a leaked table does not leak usable tokens.
    tokenHash: text('token_hash').primaryKey(),
    userId: ownerId('user_id', () => users.id),
    /** The session's public name, for the owner's list of devices; the token's hash never leaves the server. */
    id: uuid('id').notNull().defaultRandom(),
    devicePlatform: text('device_platform'),
    /** Where and with what the session was opened: the address and the User-Agent of the sign-in. */
    address: text('address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /** The last request made with the session: the idle timeout counts from here. */
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), uniqueIndex('sessions_id_unique').on(table.id)],
);

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const translations = pgTable(
  'translations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The page (namespace) that loads this key; `general` is loaded everywhere. */
    page: text('page').notNull().default('general'),
    key: text('key').notNull(),
    language: text('language')
      .notNull()
      .references(() => languages.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    text: text('text').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('translations_page_key_language_unique').on(table.page, table.key, table.language),
    index('translations_language_idx').on(table.language),
  ],
);

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    titleKey: text('title_key'),
    titleTranslations: jsonb('title_translations').$type<LanguageText>().notNull().default({}),
    description: text('description').notNull().default(''),
    descriptionKey: text('description_key'),
    descriptionTranslations: jsonb('description_translations').$type<LanguageText>().notNull().default({}),
    status: text('status', { enum: ['draft', 'published', 'archived'] })
      .notNull()
      .default('draft'),
    image: text('image'),
    level: text('level', { enum: ['beginner', 'intermediate', 'advanced'] })
      .notNull()
      .default('beginner'),
    category: text('category').notNull().default('watershed'),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    languages: jsonb('languages').$type<string[]>().notNull().default(['en', 'hi']),
    sortOrder: integer('sort_order').notNull().default(0),
    ...createdAndUpdatedAt(),
  },
  (table) => [
    // The catalogue's page: published courses in their order, read from the index, a page at a time.
    index('courses_status_order_idx').on(table.status, table.sortOrder, table.createdAt),
    // A title search in any language.
    index('courses_search_trgm_idx').using('gin', sql`${courseSearchText()} gin_trgm_ops`),
  ],
);

export const courseModules = pgTable(
  'course_modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: ownerId('course_id', () => courses.id),
    title: text('title').notNull(),
    titleTranslations: jsonb('title_translations').$type<LanguageText>().notNull().default({}),
    description: text('description').notNull().default(''),
    descriptionTranslations: jsonb('description_translations').$type<LanguageText>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('course_modules_course_idx').on(table.courseId, table.sortOrder)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moduleId: ownerId('module_id', () => courseModules.id),
    title: text('title').notNull(),
    titleTranslations: jsonb('title_translations').$type<LanguageText>().notNull().default({}),
    kind: text('kind', { enum: ['text', 'video', 'document', 'quiz', 'practical'] })
      .notNull()
      .default('text'),
    /** Kind-specific content (text body per language, media file, quiz questions). */
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    durationMinutes: integer('duration_minutes').notNull().default(5),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('lessons_module_idx').on(table.moduleId, table.sortOrder),
    // Which lessons name a media file: every id in the content, found without reading the lessons.
    index('lessons_media_ids_idx').using('gin', sql`jal_uuids_in(content::text)`),
  ],
);

export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    message: jsonb('message').$type<LanguageText>().notNull(),
    alertType: text('alert_type', { enum: ['error', 'warning', 'success', 'info'] })
      .notNull()
      .default('info'),
    isActive: boolean('is_active').notNull().default(true),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    ...createdAndUpdatedAt(),
  },
  (table) => [index('alerts_active_idx').on(table.isActive, table.createdAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    organization: text('organization'),
    topic: text('topic').$type<ContactTopic>().notNull(),
    message: text('message').notNull(),
    // SHA-256 of the sender's address: enough to spot a flood from one place without keeping the address.
    ipHash: text('ip_hash').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    handled: boolean('handled').notNull().default(false),
  },
  (table) => [index('contact_messages_handled_created_idx').on(table.handled, table.createdAt)],
);

/**
 * How many times each kind of figure has changed ('report-figures', 'user-list'): triggers of the
 * migrations bump them, and kept answers are reused while theirs has not moved (kept-until-changed.ts).
 */
export const changeCounters = pgTable('change_counters', {
  subject: text('subject').primaryKey(),
  count: bigint('count', { mode: 'number' }).notNull().default(0),
});

export * from './schema-learning.js';
export * from './schema-security.js';
export * from './schema-offline.js';
export * from './schema-account.js';
export * from './schema-media.js';
export * from './schema-programmes.js';
export * from './schema-second-factor.js';
export * from './schema-jobs.js';
export * from './schema-practicals.js';
export * from './schema-map-tiles.js';
