import SwaggerParser from '@apidevtools/swagger-parser';
import { loadConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { fileURLToPath } from 'node:url';

/** The repository's redocly.yaml: Redocly's recommended rules, with each change to them explained there. */
const REDOCLY_CONFIG = fileURLToPath(new URL('../../../../redocly.yaml', import.meta.url));

/** What swagger-parser says of the document: null when it is valid OpenAPI with every reference resolved. */
export async function swaggerParserError(document: object): Promise<string | null> {
  try {
    // validate() dereferences in place: give it a copy.
    await SwaggerParser.validate(structuredClone(document) as never);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export type LintFinding = { rule: string; severity: string; message: string; where: string };

/** Redocly's findings on the document, with the rules of redocly.yaml. */
export async function redoclyFindings(document: object): Promise<LintFinding[]> {
  const config = await loadConfig({ configPath: REDOCLY_CONFIG });
  const problems: NormalizedProblem[] = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: 'openapi.json',
    config,
  });
  return problems.map((problem) => ({
    rule: problem.ruleId,
    severity: problem.severity,
    message: problem.message,
    where: problem.location[0]?.pointer ?? '',
  }));
}

/** The warnings redocly.yaml explains (rule and where): any other warning fails the check. */
const EXPLAINED_WARNINGS = new Set([
  'no-ambiguous-paths #/paths/~1api~1v1~1courses~1admin~1{id}',
  'no-ambiguous-paths #/paths/~1api~1v1~1courses~1admin~1{id}~1modules~1{moduleId}',
  'no-ambiguous-paths #/paths/~1api~1v1~1courses~1admin~1{id}~1lessons~1{lessonId}',
  'no-ambiguous-paths #/paths/~1api~1v1~1courses~1{id}~1offline',
  'no-ambiguous-paths #/paths/~1api~1v1~1courses~1{id}~1lessons~1{lessonId}~1practical-submissions',
  'operation-4xx-response #/paths/~1api~1health/get/responses',
  'operation-4xx-response #/paths/~1api~1health~1ready/get/responses',
  'operation-4xx-response #/paths/~1api~1v1~1user~1logout/post/responses',
  'operation-4xx-response #/paths/~1api~1v1~1auth~1logout/post/responses',
  'operation-4xx-response #/paths/~1api~1v1~1courses~1categories/get/responses',
  'operation-4xx-response #/paths/~1api~1v1~1alerts~1current/get/responses',
  'operation-4xx-response #/paths/~1api~1v1~1demo-mode/get/responses',
]);

/** Both checks on a document: a report of figures, and what fails (empty when the contract holds). */
export async function contractProblems(document: object): Promise<{ report: string[]; failures: string[] }> {
  const parserError = await swaggerParserError(document);
  const findings = await redoclyFindings(document);
  const errors = findings.filter((finding) => finding.severity === 'error');
  const warnings = findings.filter((finding) => finding.severity === 'warn');
  const unexplained = warnings.filter((finding) => !EXPLAINED_WARNINGS.has(`${finding.rule} ${finding.where}`));
  return {
    report: [
      `swagger-parser: ${parserError ?? 'valid'}`,
      `Redocly (recommended, redocly.yaml): ${errors.length} errors, ${warnings.length} warnings (${warnings.length - unexplained.length} explained)`,
    ],
    failures: [
      ...(parserError ? [`swagger-parser: ${parserError}`] : []),
      ...[...errors, ...unexplained].map((finding) => `${finding.severity} ${finding.rule} at ${finding.where}: ${finding.message}`),
    ],
  };
}
