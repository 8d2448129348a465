import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { declareRoutesOf } from './auth.js';

/** OpenAPI 3 generated from the routes' zod schemas; the mobile app's contract. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Jal Shiksha API',
        description: 'Water and watershed management training platform. Every response is `{ code, message, data }`.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The token returned by POST /api/v1/user/login' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The documentation pages are public, like the contract they describe.
  await app.register(async (docs) => {
    declareRoutesOf(docs, 'public');
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
}
