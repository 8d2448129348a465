import type { LightMyRequestResponse } from 'fastify';

/** Every API answer has this shape: the HTTP status again, a message, and the data. */
export type Envelope<T> = {
  code: number;
  message: string;
  data: T;
  /** Field name → what is wrong with it, on validation failures. */
  errors?: Record<string, string>;
};

/**
 * The response's JSON body as the envelope around data of type `T`. The type only says what
 * the test reads; the assertions that follow check the values.
 */
export function body<T = unknown>(response: LightMyRequestResponse): Envelope<T> {
  return response.json<Envelope<T>>();
}
