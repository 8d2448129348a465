import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorEnvelope } from '@jal/contracts';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_VERSION } from '../contract/version.js';
import { declareRoutesOf, type Access } from './auth.js';

/** Who may call a route of each access, as the document's operations say it. */
const WHO_MAY_CALL: Record<Access, string> = {
  public: 'Anyone, signed in or not.',
  'signed-in': 'Any signed-in user (learner, organization manager, administrator or super administrator).',
  'user-manager': 'Administrators, super administrators, and organization managers that have an organization.',
  admin: 'Administrators and super administrators.',
  'super-admin': 'Super administrators only.',
};

/** A signed-in caller proves it with either scheme: the bearer token (apps) or the session cookie (the web app). */
const SIGNED_IN = [{ bearer: [] }, { cookie: [] }];

const TAGS = [
  ['health', 'Whether the server and its database are up'],
  ['auth', 'Signing up, in and out, and setting a forgotten password'],
  ['users', "The caller's own account, and the users an administrator or organization manager manages"],
  ['courses', 'The public course catalogue'],
  ['learning', 'Enrolment, lessons, progress and quizzes of the signed-in learner'],
  ['certificates', 'Certificates: public verification, the PDF, revocation'],
  ['media', 'Uploaded videos, captions, documents and images'],
  ['course administration', 'Writing courses, their modules and lessons'],
  ['organizations', 'Organizations and their users'],
  ['translations', 'Interface texts and languages'],
  ['alerts', 'The site banner'],
  ['contact', 'Messages to the team'],
  ['reports', 'Enrolments, completions and certificates over time'],
  ['demo mode', 'The demo accounts of a demonstration server'],
  ['audit log', 'Who changed what from the dashboard'],
] as const;

type RouteSchema = FastifySchema & { response?: Record<string, unknown>; description?: string };

/**
 * What every operation says beyond its own schema, derived from the access the server enforces:
 * how to authenticate, who may call it, and the refusals that access brings (401, 403), plus the
 * 400 of any operation that reads input. Each comes with the shared error envelope.
 */
function withAccess(schema: RouteSchema, access: Access): RouteSchema {
  const refusals: Record<string, unknown> = {};
  if (schema.body || schema.querystring || schema.params) refusals[400] = errorEnvelope;
  if (access !== 'public') refusals[401] = errorEnvelope;
  if (access !== 'public' && access !== 'signed-in') refusals[403] = errorEnvelope;
  const who = `**Who may call:** ${WHO_MAY_CALL[access]}`;
  return {
    ...schema,
    description: schema.description ? `${schema.description}\n\n${who}` : who,
    security: access === 'public' ? [] : SIGNED_IN,
    response: { ...refusals, ...schema.response },
  };
}

/** OpenAPI 3.1 generated from the routes' zod schemas; the mobile app's contract. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Jal Shiksha API',
        description:
          'Water and watershed management training platform. Every response is `{ code, message, data }`; ' +
          'every failure is the `ErrorEnvelope`, with `errors` (field → message) when the input was refused.',
        version: API_VERSION,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags: TAGS.map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token returned by POST /api/v1/user/login or /api/v1/auth/signup (the mobile app)',
          },
          cookie: { type: 'apiKey', in: 'cookie', name: 'token', description: 'The session cookie set on sign-in (the web app)' },
        },
      },
    },
    transform: (input) => {
      const route = input.route as RouteOptions | undefined;
      const access = route?.config?.access;
      const schema = input.schema as RouteSchema | undefined;
      if (!schema || !access) return jsonSchemaTransform(input);
      return jsonSchemaTransform({ ...input, schema: withAccess(schema, access) } as typeof input);
    },
    transformObject: jsonSchemaTransformObject,
  });
  // The documentation pages are public, like the contract they describe.
  await app.register(async (docs) => {
    declareRoutesOf(docs, 'public');
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
}
