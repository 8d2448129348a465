/** An OpenAPI document as far as the comparison reads it. */
type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };
export type ApiDocument = {
  info: { version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const major = (version: string) => Number(version.split('.')[0]);

function resolve(document: ApiDocument, schema: Schema | undefined): Schema | undefined {
  const name = schema?.$ref?.replace('#/components/schemas/', '');
  return name === undefined ? schema : document.components?.schemas?.[name];
}

function types(schema: Schema): string[] {
  const own = schema.type === undefined ? [] : ([] as string[]).concat(schema.type);
  return [
    ...own,
    ...(schema.anyOf ?? schema.oneOf ?? []).flatMap((branch) => (branch.type === undefined ? [] : ([] as string[]).concat(branch.type))),
  ];
}

/** What a client of `before` relies on that `after` no longer gives, under `where`. */
function schemaChanges(
  before: ApiDocument,
  after: ApiDocument,
  was: Schema | undefined,
  now: Schema | undefined,
  where: string,
  seen: Set<Schema>,
): string[] {
  const old = resolve(before, was);
  const current = resolve(after, now);
  if (!old || seen.has(old)) return [];
  if (!current) return [`${where}: removed`];
  seen.add(old);
  const changes: string[] = [];
  const oldTypes = types(old);
  const currentTypes = types(current);
  const lost = currentTypes.length === 0 ? [] : oldTypes.filter((type) => !currentTypes.includes(type));
  if (lost.length > 0) changes.push(`${where}: type narrowed (no longer ${lost.join(', ')})`);
  if (old.enum && current.enum) {
    const gone = old.enum.filter((value) => !current.enum!.includes(value));
    if (gone.length > 0) changes.push(`${where}: values removed (${gone.map(String).join(', ')})`);
  }
  for (const [name, property] of Object.entries(old.properties ?? {})) {
    changes.push(...schemaChanges(before, after, property, current.properties?.[name], `${where}.${name}`, seen));
  }
  if (old.items) changes.push(...schemaChanges(before, after, old.items, current.items, `${where}[]`, seen));
  return changes;
}

/**
 * The breaking changes from the released document to the current one: a path or operation
 * removed, a field of a success response removed, a type or an enumeration narrowed. None count
 * when the current version's major part is higher than the released one's.
 */
export function breakingChanges(released: ApiDocument, current: ApiDocument): string[] {
  if (major(current.info.version) > major(released.info.version)) return [];
  const changes: string[] = [];
  for (const [path, operations] of Object.entries(released.paths)) {
    for (const method of METHODS.filter((name) => operations[name])) {
      const operation = current.paths[path]?.[method];
      if (!operation) {
        changes.push(`${method.toUpperCase()} ${path}: removed`);
        continue;
      }
      for (const [status, response] of Object.entries(operations[method]!.responses ?? {})) {
        if (!status.startsWith('2')) continue;
        for (const [type, media] of Object.entries(response.content ?? {})) {
          const now = operation.responses?.[status]?.content?.[type]?.schema;
          const where = `${method.toUpperCase()} ${path} ${status} ${type}`;
          if (!now) changes.push(`${where}: removed`);
          else changes.push(...schemaChanges(released, current, media.schema, now, where, new Set()));
        }
      }
    }
  }
  return changes;
}
