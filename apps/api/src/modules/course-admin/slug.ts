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

/** The slug a title starts from: never empty, never a word the course routes use. */
export function slugBase(title: string): string {
  const base = slugify(title) || 'course';
  return RESERVED.has(base) ? `${base}-course` : base;
}

/** `base`, or base-2, base-3 ... : the first that is not taken. */
export function firstFreeSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
