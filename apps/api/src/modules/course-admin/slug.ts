import { like } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courses } from '../../db/schema.js';

// Words the public course routes use as paths of their own (/v1/courses/stats, /admin, ...).
const RESERVED = new Set(['admin', 'stats', 'categories', 'create', 'new']);
const MAX_LENGTH = 60;

/** 'Rainwater Harvesting: Basics' → 'rainwater-harvesting-basics'; '' when nothing Latin is left. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_LENGTH)
    .replace(/-+$/g, '');
}

/** A slug from the English title that no other course has, with -2, -3 ... when taken. */
export async function uniqueSlug(db: Db, title: string): Promise<string> {
  let base = slugify(title) || 'course';
  if (RESERVED.has(base)) base = `${base}-course`;
  const taken = new Set(
    (
      await db
        .select({ slug: courses.slug })
        .from(courses)
        .where(like(courses.slug, `${base}%`))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
