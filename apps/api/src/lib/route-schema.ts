import type { z } from 'zod';
import { envelope, errorEnvelope } from '@jal/contracts';

/** What a route takes, each checked before its handler runs. */
type RouteInputs = { params?: z.ZodType; querystring?: z.ZodType; headers?: z.ZodType; body?: z.ZodType };

/** A failure a route may answer: an HTTP status, sent as the error envelope. */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 416 | 429 | 503;

/** What a route declares besides its inputs. */
type RouteOptions = {
  /** More than the summary: rules, limits, what the answer holds. */
  description?: string;
  /** The `data` of its envelope on success: 200, or 201 when it `created` something. */
  data?: z.ZodType;
  created?: boolean;
  /** Other answers, by status: a file, a second success status, an answer of its own shape. */
  answers?: Record<number, unknown>;
  /** Its failures, where they are not the module's. */
  errors?: readonly FailureStatus[];
  /** Its tags, where they are not the module's. */
  tags?: string[];
};

/**
 * The one way a route declares its schemas: validation, serialization and the API document all
 * come from it. `routeSchemas` is called once per module with the module's tags and failures;
 * each route then states its stable name for generated clients (`operationId`), what it is for,
 * what it takes and what it answers.
 *
 *   const schema = routeSchemas(['users'], [400, 401, 403, 404]);
 *   schema: schema('users.get', 'One user', { params: idParam, data: adminUser })
 */
export function routeSchemas(tags: string[], errors: readonly FailureStatus[]) {
  return <Inputs extends RouteInputs>(operationId: string, summary: string, route?: Inputs & RouteOptions) => {
    const { data, created, answers, errors: routeErrors, tags: routeTags, description, ...inputs } = route ?? ({} as Inputs & RouteOptions);
    const failures = Object.fromEntries((routeErrors ?? errors).map((status) => [status, errorEnvelope]));
    return {
      tags: routeTags ?? tags,
      operationId,
      summary,
      ...(description === undefined ? {} : { description }),
      ...(inputs as Omit<Inputs, keyof RouteOptions>),
      response: { ...(data ? { [created ? 201 : 200]: envelope(data) } : {}), ...answers, ...failures },
    };
  };
}
