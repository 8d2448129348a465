// `npm run lint:api-contract`: the served API document must be valid OpenAPI (swagger-parser) and
// pass Redocly's recommended rules with no error and no warning but those redocly.yaml explains.
import { contractProblems } from './check-document.js';
import { servedDocument } from './served-document.js';

const problems = await contractProblems(await servedDocument());
for (const line of problems.report) console.log(line);
if (problems.failures.length > 0) {
  for (const failure of problems.failures) console.error(`✗ ${failure}`);
  process.exit(1);
}
console.log('✓ API contract: valid OpenAPI, no Redocly error, no unexplained warning');
