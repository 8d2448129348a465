/**
 * How a route is named in the audit log, derived from its method and URL pattern so that a new
 * dashboard route is named without anyone having to remember it:
 *
 * - `/api`, the version (`v1`) and the `admin` marker of dashboard paths are left out;
 * - a word in the English plural (`courses`, `lessons`) names a collection, a resource is named
 *   by the first word of its segment in the singular (`courses` → `course`, `demo-mode` → `demo`);
 * - a path ending in a parameter acts on that record: POST creates, PUT and PATCH update,
 *   DELETE deletes (`PUT /courses/admin/:id` → `course.update`);
 * - a POST to a collection creates one (`POST /courses/admin/:id/modules` → `module.create`), and
 *   a path of one word is acted on by its method (`POST /user` → `user.create`);
 * - any other last word is the verb, done to the resource before it
 *   (`PATCH /user/:id/status` → `user.status`, `POST /admin/demo-mode/end` → `demo.end`).
 *
 * The target is the last parameter of the path, its type the resource just before it; a POST
 * that creates a record of a path without parameters targets the record created.
 */

export type AuditName = {
  action: string;
  targetType: string | null;
  /** The path parameter whose value is the target's id, or null (then the created record's id). */
  targetParam: string | null;
};

const METHOD_VERBS: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };
const LEFT_OUT = /^(api|v\d+|admin)$/;

const isParam = (segment: string) => segment.startsWith(':');
/** An English plural: `modules`, `courses`; not `status`, `progress`. */
const isPlural = (segment: string) => /[^su]s$/.test(segment);

/** The resource a segment names: its first word, in the singular. */
export function resourceName(segment: string): string {
  const word = segment.split('-')[0] ?? segment;
  return isPlural(word) ? word.slice(0, -1) : word;
}

/** The audit name of a route from its method and URL pattern (e.g. `PUT`, `/api/v1/user/:id`). */
export function deriveAuditName(method: string, url: string): AuditName {
  const segments = url.split('/').filter((segment) => segment && !LEFT_OUT.test(segment));
  const last = segments.at(-1) ?? 'site';
  const before = segments.at(-2);
  const lastParamAt = segments.findLastIndex(isParam);
  const targetParam = lastParamAt >= 0 ? segments[lastParamAt]!.slice(1) : null;
  const owner = lastParamAt > 0 ? segments[lastParamAt - 1]! : null;
  const targetType = owner && !isParam(owner) ? resourceName(owner) : null;
  const methodVerb = METHOD_VERBS[method] ?? method.toLowerCase();

  if (isParam(last)) return { action: `${targetType ?? 'record'}.${methodVerb}`, targetType, targetParam };
  if (!before || (method === 'POST' && isPlural(last))) {
    const verb = before ? 'create' : methodVerb;
    return { action: `${resourceName(last)}.${verb}`, targetType: targetParam ? targetType : resourceName(last), targetParam };
  }
  const resource = before && !isParam(before) ? resourceName(before) : (targetType ?? resourceName(last));
  return { action: `${resource}.${last}`, targetType: targetParam ? targetType : resource, targetParam };
}
