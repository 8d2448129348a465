import openapiTS, { astToString } from 'openapi-typescript';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

/** The committed types of the generated client: what `npm run generate:api-client` writes. */
export const CLIENT_TYPES_FILE = fileURLToPath(new URL('./generated/api-schema.ts', import.meta.url));

const HEADER =
  '// Generated from the API document (/api/docs/json) by `npm run generate:api-client`; do not edit.\n' +
  '// A test fails when this file no longer matches the document.\n';

/** The typed paths of the document, as openapi-typescript makes them for openapi-fetch, formatted like the repository. */
export async function clientTypes(document: object): Promise<string> {
  const source = HEADER + astToString(await openapiTS(document as never, { alphabetize: true }));
  const options = await prettier.resolveConfig(CLIENT_TYPES_FILE);
  return prettier.format(source, { ...options, filepath: CLIENT_TYPES_FILE });
}
