import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorEnvelope } from '@jal/contracts';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_VERSION } from '../lib/api-version.js';
import { declareRoutesOf, type Access } from './auth.js';

/** Who may call a route of each access, as the document's operations say it. */
const WHO_MAY_CALL: Record<Access, string> = {
  public: 'Anyone, signed in or not.',
  'signed-in': 'Any signed-in user (learner, trainer, organization manager, administrator or super administrator).',
  reviewer: 'Administrators, super administrators, and organization managers and trainers that have an organization.',
  'user-manager': 'Administrators, super administrators, and organization managers that have an organization.',
  admin: 'Administrators and super administrators.',
  'super-admin': 'Super administrators only.',
};

/** A signed-in caller proves it with either scheme: the bearer token (apps) or the session cookie (the web app). */
const SIGNED_IN: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

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
  ['jobs', 'Work done after the request (email, lesson audio, video copies): counts, parked jobs, running them again'],
  ['batches', "Batches of an organization's learners, their courses and due dates"],
  ['progress', "A batch's progress board and a learner's progress"],
  ['notifications', "The notices in the caller's bell"],
  ['practicals', 'Field practicals: what a learner sends back from the field (photos, a voice note, numbers, the place) and its files'],
  ['map tiles', "The base map of the district (a PMTiles archive) drawn under a practical's place on the review page"],
] as const;

/** What each status means, the same for every operation. */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  200: 'Success',
  201: 'Created',
  206: 'Part of the file',
  400: 'The input was refused: `errors` says why, field by field',
  401: 'Not signed in, or the session has ended',
  403: "The caller's role may not do this",
  404: 'Not found',
  409: 'Not possible in the current state: the message says why',
  413: 'Too large',
  415: 'Not an accepted type of content',
  416: 'The range is outside the file',
  429: 'Too many requests: wait for Retry-After seconds',
  503: 'The database is unreachable',
};

type Document = {
  paths?: Record<string, Record<string, { responses?: Record<string, { description?: string }> }>>;
  components?: { schemas?: Record<string, unknown> };
};

/**
 * The finished document: each response described by its status, and only the named schemas that
 * some operation uses (zod names both the input and the output side of every named schema).
 */
function finishDocument(document: Document): Document {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (response.description === 'Default Response') response.description = STATUS_DESCRIPTIONS[status] ?? 'Answer';
      }
    }
  }
  const schemas = document.components?.schemas ?? {};
  const text = JSON.stringify(document.paths);
  const used = new Set<string>();
  const visit = (name: string) => {
    if (used.has(name)) return;
    used.add(name);
    for (const [, next] of JSON.stringify(schemas[name]).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) visit(next!);
  };
  for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) visit(name!);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  return document;
}

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
          cookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'token',
            description:
              'The session cookie set on sign-in (the web app): `__Host-token` over HTTPS, `token` over plain http. A POST, PUT, PATCH or DELETE sent with it must come from the site itself (Sec-Fetch-Site: same-origin, or an Origin of the site), else 403; apps use the bearer token.',
          },
        },
      },
    },
    transform: (input) => {
      const route = input.route as RouteOptions | undefined;
      const access = route?.config?.access;
      const schema = input.schema as RouteSchema | undefined;
      if (!schema || !access) return jsonSchemaTransform(input);
      return jsonSchemaTransform({ ...input, schema: withAccess(schema, access) });
    },
    transformObject: (input) =>
      finishDocument(jsonSchemaTransformObject(input) as Document) as ReturnType<typeof jsonSchemaTransformObject>,
  });
  // The documentation pages are public, like the contract they describe.
  await app.register(async (docs) => {
    declareRoutesOf(docs, 'public');
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Its pages set no <base> either: none may, as on the site's own pages.
      transformStaticCSP: (policy) => policy.replace("base-uri 'self'", "base-uri 'none'"),
    });
  });
}
