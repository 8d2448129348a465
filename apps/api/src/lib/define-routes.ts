import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The server as route files see it: request and response types come from the routes' zod schemas. */
export type RoutesInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * A module's routes as a Fastify plugin: registered in a scope of their own, so a plugin they
 * register (a rate limit, the multipart parser) applies to them only.
 */
export function defineRoutes<Options extends object = Record<never, never>>(
  register: (app: RoutesInstance, options: Options) => void | Promise<void>,
): FastifyPluginAsync<Options> {
  return async (app, options) => {
    await register(app.withTypeProvider<ZodTypeProvider>(), options);
  };
}
