import type { z } from 'zod';
import { envelope, errorEnvelope } from '@jal/contracts';

/** What a route takes, each checked before its handler runs. */
type RouteInputs = { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType };

/** What a route answers on success: the `data` of its envelope, with 201 when it `created` something. */
type RouteAnswer = { data: z.ZodType; created?: boolean };

/**
 * The schemas of one module's routes, under its `tags` in the API docs. Each route states its
 * stable name for generated clients (`operationId`), what it is for, what it takes and the data it
 * answers with; its failures are the module's `errors`.
 *
 *   schema: schema('users.get', 'One user', { params: idParam, data: adminUser })
 */
export function routeSchemas(tags: string[], errors: Partial<Record<number, typeof errorEnvelope>>) {
  return <Inputs extends RouteInputs>(operationId: string, summary: string, { data, created, ...inputs }: Inputs & RouteAnswer) => ({
    tags,
    operationId,
    summary,
    ...inputs,
    response: { [created ? 201 : 200]: envelope(data), ...errors },
  });
}
