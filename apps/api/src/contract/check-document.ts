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
