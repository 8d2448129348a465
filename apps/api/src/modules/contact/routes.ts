import rateLimit from '@fastify/rate-limit';
import { API, CONTACT_RATE_LIMIT, contactBody, contactResult } from '@jal/contracts';
import { defineRoutes } from '../../lib/define-routes.js';
import { tooManyRequests } from '../../lib/http-error.js';
import { sendData } from '../../lib/reply.js';
import { storeContactMessage } from './repository.js';
import { withExample } from '../../lib/example.js';
import { databaseRateLimitStore } from '../../throttling/rate-limit-store.js';
import { routeSchemas } from '../../lib/route-schema.js';

const schema = routeSchemas(['contact'], [400, 413, 429]);

export const CONTACT_THANKS = 'Thank you! We will reply within two working days.';
export const CONTACT_TOO_MANY = 'You have sent several messages in a short time. Please wait a few minutes and try again.';

export type ContactRoutesOptions = { rateLimit?: { max: number; windowMs: number } };

/** The contact form (anyone; limited per address). */
export const contactRoutes = defineRoutes<ContactRoutesOptions>(async (app, options) => {
  const limits = options.rateLimit ?? CONTACT_RATE_LIMIT;
  // Registered here, not globally: only this route is limited, and its counts stay its own.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.db, 'contact', app.now),
    // preHandler runs after validation, so only messages that would be stored are counted.
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) => tooManyRequests(CONTACT_TOO_MANY, Math.max(1, Math.ceil(context.ttl / 1000))),
  });

  app.post(API.contact, {
    config: { access: 'public', rateLimit: { max: limits.max, timeWindow: limits.windowMs } },
    schema: schema('contact.send', 'Send a message to the team (public; limited per address)', {
      body: withExample(contactBody, {
        name: 'Asha Verma',
        email: 'asha@example.org',
        organization: 'Gram Panchayat Rampur',
        topic: 'group-enrolment',
        message: 'We would like to enrol twenty members of our panchayat.',
      }),
      data: contactResult,
      created: true,
    }),
    handler: async (request, reply) => {
      const { website, ...message } = request.body;
      if (website?.trim()) {
        // A bot filled the field people never see: it is told all went well, and nothing is kept.
        request.log.info('contact honeypot filled; message dropped');
        return sendData(reply, { id: crypto.randomUUID() }, CONTACT_THANKS, 201);
      }
      const userAgent = request.headers['user-agent'];
      const stored = await storeContactMessage(app.db, message, { ip: request.ip, userAgent });
      return sendData(reply, stored, CONTACT_THANKS, 201);
    },
  });
});
