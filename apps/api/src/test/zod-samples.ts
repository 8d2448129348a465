import type { z } from 'zod';

/**
 * Reads a route's zod schemas to build input it would accept, and lists every place in that
 * input that holds text, so a test can put a bad character in each one in turn.
 */

type Def = { type: string; format?: string; checks?: { _zod: { def: CheckDef } }[]; [key: string]: unknown };
type CheckDef = {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
};

export type Path = (string | number)[];

/**
 * One place that holds text, and what to put there: the text with a NUL in it (or, for the keys
 * of a record, a record whose key has one). `free` text has no format or pattern of its own, so
 * only the NUL rule can refuse it, and the answer must say so.
 */
export type TextLeaf = { path: Path; free: boolean; bad: unknown };

/** The sample with one of its characters replaced by U+0000, so that only the NUL is wrong with it. */
export const withNul = (sample: string) => `${sample.slice(0, 1)}\u0000${sample.slice(2)}`;

const defOf = (schema: unknown): Def | null =>
  typeof schema === 'object' && schema !== null && '_zod' in schema ? ((schema as z.ZodType)._zod.def as unknown as Def) : null;

/** Whether a value is a zod schema (some routes of third-party plugins declare JSON Schema instead). */
export const isZodSchema = (schema: unknown) => defOf(schema) !== null;

const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

const FORMAT_SAMPLES: Record<string, string> = {
  uuid: '00000000-0000-4000-8000-000000000000',
  email: 'someone@example.org',
  date: '2026-01-01',
  datetime: '2026-01-01T00:00:00Z',
};
/** Tried in turn for text with a pattern: the first that every pattern accepts is used. */
const PATTERN_CANDIDATES = ['en', 'abc', 'home', 'ABCDEF-123', '/images/courses/course-1.svg', '9876543210'];

function stringSample(def: Def): string {
  if (def.format && FORMAT_SAMPLES[def.format]) return FORMAT_SAMPLES[def.format]!;
  const checks = checksOf(def);
  const patterns = checks.filter((check) => check.format === 'regex' && check.pattern).map((check) => check.pattern!);
  if (patterns.length) return PATTERN_CANDIDATES.find((candidate) => patterns.every((pattern) => pattern.test(candidate))) ?? 'abc';
  const min = Math.max(3, ...checks.filter((check) => check.check === 'min_length').map((check) => check.minimum ?? 0));
  return 'text sample '.repeat(Math.ceil(min / 12)).slice(0, Math.max(min, 11));
}

function numberSample(def: Def): number {
  const checks = checksOf(def);
  const low = checks.find((check) => check.check === 'greater_than');
  const high = checks.find((check) => check.check === 'less_than');
  const value = low ? (low.value ?? 0) + (low.inclusive ? 0 : 1) : 1;
  return high ? Math.min(value, high.value ?? value) : value;
}

const minLength = (def: Def) => checksOf(def).find((check) => check.check === 'min_length')?.minimum ?? 1;

/** Input the schema accepts (as far as its fields go), with every optional field present. */
export function sampleOf(schema: unknown): unknown {
  const def = defOf(schema);
  if (!def) return undefined;
  switch (def.type) {
    case 'string':
      return stringSample(def);
    case 'number':
    case 'int':
      return numberSample(def);
    case 'boolean':
      return true;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'null':
      return null;
    case 'object':
      return Object.fromEntries(Object.entries(def.shape as Record<string, unknown>).map(([key, field]) => [key, sampleOf(field)]));
    case 'array':
      return Array.from({ length: Math.max(1, minLength(def)) }, () => sampleOf(def.element));
    case 'record':
      return { [sampleOf(def.keyType) as string]: sampleOf(def.valueType) };
    case 'union':
      // A union of '' and a format: the format is the one worth filling.
      return sampleOf((def.options as unknown[]).at(-1));
    case 'intersection':
      return { ...(sampleOf(def.left) as object), ...(sampleOf(def.right) as object) };
    case 'pipe':
      // Text checked, then handed to a format (an email): the format's sample suits both.
      return defOf(def.out)?.format ? sampleOf(def.out) : sampleOf(def.in);
    case 'lazy':
      return sampleOf((def.getter as () => unknown)());
    case 'nullable':
      // Null keeps pairs of times and other cross-field rules out of the way.
      return null;
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sampleOf(def.innerType);
    default:
      return undefined;
  }
}

/** Every place in `sampleOf(schema)` that holds text (of a discriminated union, see `variantsOf`). */
export function textLeaves(schema: unknown, path: Path = []): TextLeaf[] {
  const def = defOf(schema);
  if (!def) return [];
  switch (def.type) {
    case 'string': {
      const free = !def.format && !checksOf(def).some((check) => check.format === 'regex');
      return [{ path, free, bad: withNul(stringSample(def)) }];
    }
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, field]) => textLeaves(field, [...path, key]));
    case 'array':
      return textLeaves(def.element, [...path, 0]);
    case 'record': {
      const key = sampleOf(def.keyType) as string;
      const badKey: TextLeaf = { path, free: false, bad: { [withNul(key)]: sampleOf(def.valueType) } };
      return [badKey, ...textLeaves(def.valueType, [...path, key])];
    }
    case 'union':
      return textLeaves((def.options as unknown[]).at(-1), path).map((leaf) => ({ ...leaf, free: false }));
    case 'intersection':
      return [...textLeaves(def.left, path), ...textLeaves(def.right, path)];
    case 'pipe':
      return textLeaves(def.in, path);
    case 'lazy':
      return textLeaves((def.getter as () => unknown)(), path);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return textLeaves(def.innerType, path);
    default:
      return [];
  }
}

/** A body schema's branches: one per option of a discriminated union (lesson kinds), else the schema itself. */
export function variantsOf(schema: unknown): unknown[] {
  const def = defOf(schema);
  return def?.type === 'union' && def.discriminator ? (def.options as unknown[]) : [schema];
}

/** `value` with `replacement` at `path` (a deep copy; the sample is left as it was). */
export function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (!path.length) return replacement;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head] = withValueAt(copy[head], rest, replacement);
  return copy;
}
