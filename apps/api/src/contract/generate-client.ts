// `npm run generate:api-client`: writes the typed client's types from the document the server serves.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { CLIENT_TYPES_FILE, clientTypes } from './client-types.js';
import { servedDocument } from './served-document.js';

mkdirSync(dirname(CLIENT_TYPES_FILE), { recursive: true });
writeFileSync(CLIENT_TYPES_FILE, await clientTypes(await servedDocument()));
console.log(`Wrote ${CLIENT_TYPES_FILE}`);
