import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API, forgotPasswordBody, resetPasswordWithLinkBody, type ForgotPasswordBody } from '@jal/contracts';
import { eventOrigin } from '../../db/security-events.js';
import { defineRoutes } from '../../lib/define-routes.js';
import { tooManyRequests } from '../../lib/http-error.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { sendData } from '../../lib/reply.js';
import { routeSchemas } from '../../lib/route-schema.js';
import { chooseMailLanguage } from './language.js';
import { resetPasswordWithLink } from '../../commands/reset-password-with-link.js';
import { defineResetLinks, queueResetLink } from './service.js';
import { withExample } from '../../lib/example.js';
import { databaseRateLimitStore } from '../../throttling/rate-limit-store.js';

/**
 * Reset requests: per address, so one machine cannot mail many people; per email and address,
 * so nobody's inbox fills with links from one machine, while a stranger cannot use up the
 * owner's allowance. Either limit answers 429 whether or not the account exists.
 */
export const RESET_REQUEST_LIMITS = {
  perAddress: { max: 10, timeWindow: 15 * 60 * 1000 },
  perEmail: { max: 3, timeWindow: 15 * 60 * 1000 },
};

/** Setting a new password fails only with 400: a mistyped form or a link that no longer works. */
const schema = routeSchemas(['auth'], [400]);

export const RESET_REQUESTED = 'If an account exists for this address, we have sent a link to set a new password.';
export const RESET_TOO_MANY = 'Too many requests for a new password. Please wait a few minutes and try again.';
export const PASSWORD_RESET_DONE = 'Your password has been changed. Please sign in with your new password.';

export type PasswordResetRoutesOptions = { mailer: Mailer };

/** "Forgot password" (anyone; limited per address and per email) and setting the new password with the emailed link. */
export const passwordResetRoutes = defineRoutes<PasswordResetRoutesOptions>(async (app, { mailer }) => {
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.db, 'password-reset', app.now) });
  const perAddress = app.createRateLimit(RESET_REQUEST_LIMITS.perAddress);
  const perEmail = app.createRateLimit({
    ...RESET_REQUEST_LIMITS.perEmail,
    // With the address: keyed by the email alone, anyone could use up a person's allowance and
    // keep them from resetting their own password.
    keyGenerator: (request) => `email:${(request.body as ForgotPasswordBody).email.toLowerCase()}|${request.ip}`,
  });
  // After validation, so a mistyped form costs nothing; the address is counted first, so a
  // machine over its limit does not use up anyone's per-email allowance.
  const limitRequests = async (request: FastifyRequest) => {
    for (const limit of [perAddress, perEmail]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded)
        throw tooManyRequests(RESET_TOO_MANY, Math.max(1, result.ttlInSeconds)).coded('RESET_LIMITED');
    }
  };

  // The account is looked up and the email sent by the job queue, after the answer: the answer
  // takes as long for an address without an account as for one with.
  defineResetLinks(app.db, app.jobs, mailer);

  app.post(API.forgotPassword, {
    config: { access: 'public' },
    preHandler: limitRequests,
    schema: schema(
      'auth.forgotPassword',
      'Email a link to set a new password (same answer whether or not the account exists; limited per address and per email)',
      { body: withExample(forgotPasswordBody, { email: 'asha@example.org', language: 'hi' }), data: z.null(), errors: [400, 429] },
    ),
    handler: async (request, reply) => {
      const language = chooseMailLanguage(request.body.language, request.headers['accept-language']);
      await queueResetLink(
        app.db,
        app.jobs,
        {
          email: request.body.email,
          language,
          // PUBLIC_URL, never the Host header: whoever asks chooses that, and the link carries the token.
          origin: app.publicOrigin(),
        },
        eventOrigin(request),
      );
      return sendData(reply, null, RESET_REQUESTED);
    },
  });

  app.post(API.resetPassword, {
    config: { access: 'public' },
    schema: schema('auth.resetPassword', "Set a new password with an emailed link's token (once; ends every session of the account)", {
      body: withExample(resetPasswordWithLinkBody, { token: 'the token from the emailed link', password: 'check dam monsoon 25' }),
      data: z.null(),
    }),
    handler: async (request, reply) => {
      await resetPasswordWithLink(app.db, request.body, eventOrigin(request));
      return sendData(reply, null, PASSWORD_RESET_DONE);
    },
  });
});
