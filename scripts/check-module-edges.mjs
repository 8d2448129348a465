// The API's modules stand side by side, and every table has one owner (docs/decisions/142-table-owners-and-commands.md):
// - no two modules import each other (a two-way edge);
// - no file outside a module imports that module's repository: others call its service;
// - only a table's owner writes it (insert, update, delete), as apps/api/src/db/table-owners.ts says;
// - a table is read by its owner, or by a reader that map lists for it;
// - a command (apps/api/src/commands) is used by routes, the sync's routes, other commands, the
//   seed and the entry points, never by a module's service or repository.
// Every import counts here, types included: a module's face for types is its service or presenter
// too. Tests and their helpers may use anything. `--report` prints the figures.
// Exits non-zero and names each crossing.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const SRC = 'apps/api/src';
const report = process.argv.includes('--report');

/** Tests and the helpers they share: they build data and look at anything. */
const isTest = (file) => /\.test\.ts$/.test(file) || /\/test-helpers\.ts$/.test(file) || file.startsWith(`${SRC}/test/`);
/** The seed writes its demo data at set-up, each table by the owner's rules (see the decision). */
const isSeed = (file) => file.startsWith(`${SRC}/seed/`);

/** The unit a file belongs to: `modules/<name>`, `commands/<name>`, or its path under src for the layers below. */
function unitOf(file) {
  const path = file.slice(SRC.length + 1);
  const module = /^modules\/([^/]+)\//.exec(path);
  if (module) return `modules/${module[1]}`;
  const command = /^commands\/([^/]+)\.ts$/.exec(path);
  if (command) return `commands/${command[1]}`;
  return path;
}

/** Whether a table owner (a module, a folder or a file under src) holds the file. */
const owns = (owner, file) => {
  const path = file.slice(SRC.length + 1);
  return owner.endsWith('.ts') ? path === owner : path.startsWith(`${owner}/`);
};

function project() {
  const path = join(root, 'apps/api/tsconfig.json');
  const { config } = ts.readConfigFile(path, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(path));
}

/** The ownership map, read from its TypeScript source (it imports nothing at run time). */
async function ownership() {
  const source = readFileSync(join(root, SRC, 'db/table-owners.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}

/** Table variables of the drizzle schema files, with their SQL names: `lessonProgress` → `lesson_progress`. */
function schemaTables(files) {
  const tables = new Map();
  for (const file of files.filter((name) => /\/db\/schema[a-z-]*\.ts$/.test(name))) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const [, variable, name] of text.matchAll(/export const (\w+) = pgTable\(\s*'([a-z_]+)'/g)) tables.set(variable, name);
  }
  return tables;
}

const { fileNames, options } = project();
const host = ts.createCompilerHost(options);
const files = fileNames.map((file) => relative(root, file)).filter((file) => file.startsWith(`${SRC}/`) && !file.endsWith('.d.ts'));
const tables = schemaTables(files);
const tableNames = new Set(tables.values());
const { TABLE_OWNERS, SHARED_READS } = await ownership();

const problems = [];
/** module → modules it imports, with the import lines. */
const moduleEdges = new Map();
const crossRepositoryImports = [];
/** Modules using a command, the modules each command uses, and the commands each command runs. */
const commandUses = [];
const commandModules = new Map();
const commandEdges = new Map();
const writes = [];
const reads = [];

function resolveImport(file, specifier) {
  const resolved = ts.resolveModuleName(specifier, join(root, file), options, host).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport) return null;
  const target = relative(root, resolved.resolvedFileName);
  return target.startsWith(`${SRC}/`) ? target : null;
}

for (const file of files) {
  if (isTest(file)) continue;
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const unit = unitOf(file);
  /** Local names bound to schema tables (value imports only: a type names no rows). */
  const tableVariables = new Map();

  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!(isImport || (ts.isExportDeclaration(statement) && statement.moduleSpecifier))) continue;
    const target = resolveImport(file, statement.moduleSpecifier.text);
    if (!target) continue;
    const line = `${file}:${source.getLineAndCharacterOfPosition(statement.getStart()).line + 1}`;
    const targetUnit = unitOf(target);
    if (targetUnit.startsWith('modules/') && targetUnit !== unit) {
      if (unit.startsWith('modules/')) {
        const edges = moduleEdges.get(unit) ?? new Map();
        edges.set(targetUnit, [...(edges.get(targetUnit) ?? []), line]);
        moduleEdges.set(unit, edges);
      }
      if (target.endsWith('/repository.ts')) crossRepositoryImports.push(`${line}: imports ${target.slice(SRC.length + 1)}`);
    }
    if (targetUnit.startsWith('commands/')) {
      if (/\/(repository|presenter)\.ts$/.test(file))
        problems.push(`${line}: a ${file.split('/').pop()} imports ${targetUnit}: commands run above it`);
      if (unit.startsWith('modules/')) commandUses.push({ unit, command: targetUnit, line });
    }
    if (unit.startsWith('commands/') && targetUnit.startsWith('commands/') && targetUnit !== unit)
      commandEdges.set(unit, [...(commandEdges.get(unit) ?? []), targetUnit]);
    if (unit.startsWith('commands/') && targetUnit.startsWith('modules/'))
      commandModules.set(unit, new Set([...(commandModules.get(unit) ?? []), targetUnit]));
    const clause = isImport ? statement.importClause : undefined;
    if (
      /\/db\/schema[a-z-]*\.ts$/.test(target) &&
      clause &&
      !clause.isTypeOnly &&
      clause.namedBindings &&
      ts.isNamedImports(clause.namedBindings)
    ) {
      for (const element of clause.namedBindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        if (!element.isTypeOnly && tables.has(imported)) tableVariables.set(element.name.text, tables.get(imported));
      }
    }
  }
  // The seed writes its data at set-up; the schema's references name the tables they point at.
  if (isSeed(file) || /\/db\/schema[a-z-]*\.ts$/.test(file)) continue;

  const where = (node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const seen = new Set();
  const read = (table, node) => {
    if (seen.has(table)) return;
    seen.add(table);
    reads.push({ unit, file, table, where: where(node) });
  };
  const visit = (node) => {
    // db.insert(table), tx.update(table), db.delete(table)
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['insert', 'update', 'delete'].includes(node.expression.name.text) &&
      node.arguments[0] &&
      ts.isIdentifier(node.arguments[0]) &&
      tableVariables.has(node.arguments[0].text)
    ) {
      writes.push({ file, table: tableVariables.get(node.arguments[0].text), where: where(node) });
    }
    // SQL written out: `insert into ${users} …`, `update lessons …`, `from enrolments t`, `join ${courses} …`
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql') {
      const template = node.template;
      const parts = ts.isNoSubstitutionTemplateLiteral(template)
        ? [{ text: template.text, next: null }]
        : [
            { text: template.head.text, next: template.templateSpans[0]?.expression },
            ...template.templateSpans.map((span, index) => ({
              text: span.literal.text,
              next: template.templateSpans[index + 1]?.expression,
            })),
          ];
      for (const { text: piece, next } of parts) {
        for (const [, verb, name] of piece.matchAll(/\b(insert\s+into|update|delete\s+from|from|join)\s+([a-z_]+)\b/gi)) {
          if (!tableNames.has(name)) continue;
          if (/^(from|join)$/i.test(verb)) read(name, node);
          else writes.push({ file, table: name, where: where(node) });
        }
        const verb = /\b(insert\s+into|update|delete\s+from|from|join)\s*$/i.exec(piece)?.[1];
        if (verb && next && ts.isIdentifier(next) && tableVariables.has(next.text)) {
          if (/^(from|join)$/i.test(verb)) read(tableVariables.get(next.text), node);
          else writes.push({ file, table: tableVariables.get(next.text), where: where(node) });
        }
      }
    }
    // A table named by a string for SQL built from parts (a report's `part('enrolments', …)`).
    if (ts.isStringLiteral(node) && tableNames.has(node.text) && file.endsWith('/repository.ts')) read(node.text, node);
    if (ts.isIdentifier(node) && tableVariables.has(node.text) && !ts.isImportSpecifier(node.parent))
      read(tableVariables.get(node.text), node);
    ts.forEachChild(node, visit);
  };
  visit(source);
}

// Every table has exactly one owner, and the owners and readers named exist.
for (const name of tableNames) if (!TABLE_OWNERS[name]) problems.push(`table ${name} has no owner in ${SRC}/db/table-owners.ts`);
for (const name of Object.keys(TABLE_OWNERS))
  if (!tableNames.has(name)) problems.push(`${SRC}/db/table-owners.ts names ${name}, which is no table`);
for (const entry of SHARED_READS) {
  for (const table of entry.tables)
    if (!tableNames.has(table)) problems.push(`${SRC}/db/table-owners.ts lets ${entry.reader} read ${table}, which is no table`);
}
const units = new Set(files.map(unitOf));
const unitExists = (owner) => [...units].some((unit) => unit === owner || unit.startsWith(`${owner}/`));
for (const owner of new Set([...Object.values(TABLE_OWNERS), ...SHARED_READS.map((entry) => entry.reader)])) {
  if (!unitExists(owner)) problems.push(`${SRC}/db/table-owners.ts names ${owner}, which is no module, folder or file of ${SRC}`);
}

const countEdges = () => ({
  pairs: [...moduleEdges.values()].reduce((sum, edges) => sum + edges.size, 0),
  imports: [...moduleEdges.values()].reduce((sum, edges) => sum + [...edges.values()].reduce((n, lines) => n + lines.length, 0), 0),
});
const direct = countEdges();

// A module that runs a command depends on every module the command (and the commands it runs) uses.
const reachedBy = (command, seen = new Set()) => {
  if (seen.has(command)) return [];
  seen.add(command);
  return [...(commandModules.get(command) ?? []), ...(commandEdges.get(command) ?? []).flatMap((next) => reachedBy(next, seen))];
};
for (const { unit, command, line } of commandUses) {
  for (const target of new Set(reachedBy(command))) {
    if (target === unit) continue;
    const edges = moduleEdges.get(unit) ?? new Map();
    edges.set(target, [...(edges.get(target) ?? []), `${line} (through ${command})`]);
    moduleEdges.set(unit, edges);
  }
}

for (const [from, edges] of moduleEdges) {
  for (const [to, lines] of edges) {
    if (from < to && moduleEdges.get(to)?.has(from)) {
      problems.push(`two-way module edge ${from} ↔ ${to}:\n    ${[...lines, ...moduleEdges.get(to).get(from)].join('\n    ')}`);
    }
  }
}
problems.push(...crossRepositoryImports.map((line) => `${line}: call that module's service, not its repository`));
for (const { file, table, where } of writes) {
  const owner = TABLE_OWNERS[table];
  if (owner && !owns(owner, file)) problems.push(`${where}: writes ${table}, which ${owner} owns: call its service`);
}
const unlistedReads = reads.filter(({ file, table }) => {
  const owner = TABLE_OWNERS[table];
  return owner && !owns(owner, file) && !SHARED_READS.some((entry) => entry.tables.includes(table) && owns(entry.reader, file));
});
for (const { table, where } of unlistedReads) {
  problems.push(`${where}: reads ${table}, which ${TABLE_OWNERS[table]} owns: call its service, or list the read in SHARED_READS`);
}

if (report) {
  const all = countEdges();
  const twoWay = [...moduleEdges].flatMap(([from, edges]) => [...edges.keys()].filter((to) => from < to && moduleEdges.get(to)?.has(from)));
  const readers = new Map();
  for (const { table, file } of reads) {
    if (!file.endsWith('/repository.ts')) continue;
    readers.set(table, new Set([...(readers.get(table) ?? []), unitOf(file)]));
  }
  console.log(
    `module → module imports: ${direct.imports} across ${direct.pairs} module pairs (${all.pairs} pairs counting the modules reached through ${commandModules.size} commands); two-way edges: ${twoWay.length}`,
  );
  console.log(`imports of another module's repository: ${crossRepositoryImports.length}`);
  console.log(
    `writes by a non-owner: ${writes.filter(({ file, table }) => TABLE_OWNERS[table] && !owns(TABLE_OWNERS[table], file)).length}`,
  );
  console.log(`reads of another owner's table outside SHARED_READS: ${unlistedReads.length}`);
  console.log(
    `repositories reading each table: ${[...readers]
      .sort((a, b) => b[1].size - a[1].size)
      .map(([table, set]) => `${table} ${set.size}`)
      .join(', ')}`,
  );
}

if (problems.length) {
  console.error(`Module edges and table owners (${problems.length}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
