import rateLimit from '@fastify/rate-limit';
import type { RoutesInstance } from '../../lib/define-routes.js';
import { tooManyRequests } from '../../lib/http-error.js';
import { databaseRateLimitStore } from '../../throttling/rate-limit-store.js';

/**
 * Sign-ups per address: enough for a workshop whose learners share one address (a training
 * centre's network) to sign up together, few enough that one address cannot mass-produce
 * accounts or keep the server hashing passwords.
 */
export const SIGNUP_RATE_LIMIT = { max: 60, timeWindow: 10 * 60 * 1000 };
export const SIGNUP_TOO_MANY = 'Too many accounts have been created from this address. Please wait a few minutes and try again.';

/** Adds the limiter to `scope`; a route takes part by naming SIGNUP_RATE_LIMIT in its config. */
export async function registerSignUpLimit(scope: RoutesInstance) {
  await scope.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(scope.db, 'sign-up', scope.now),
    // preHandler runs after validation, so a form sent back with mistakes costs nothing.
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(SIGNUP_TOO_MANY, Math.max(1, Math.ceil(context.ttl / 1000))).coded('SIGN_UP_LIMITED'),
  });
}
