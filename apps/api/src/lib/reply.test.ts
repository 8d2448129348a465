import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sendKeptData } from './reply.js';

/** An app whose one route sends a kept answer, counting how often the route's serializer runs. */
async function appWithKeptAnswer(answer: () => object) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  let serialized = 0;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler((route: Parameters<typeof serializerCompiler>[0]) => {
    const serialize = serializerCompiler(route);
    return (data: unknown) => {
      serialized++;
      return serialize(data);
    };
  });
  app.get('/kept', {
    schema: { response: { 200: z.object({ code: z.number(), message: z.string(), data: z.object({ title: z.string() }) }) } },
    handler: (_request, reply) => {
      void sendKeptData(reply, answer());
    },
  });
  await app.ready();
  return { app, serializations: () => serialized };
}

describe('sendKeptData', () => {
  it('checks and serializes a kept answer once, then sends the same body', async () => {
    const kept = { title: 'Ridge to valley', secret: 'never sent' };
    const { app, serializations } = await appWithKeptAnswer(() => kept);
    const first = await app.inject('/kept');
    const second = await app.inject('/kept');
    // Through the route's schema: what it does not name is left out.
    expect(first.json()).toEqual({ code: 200, message: 'Success', data: { title: 'Ridge to valley' } });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(serializations()).toBe(1);
    await app.close();
  });

  it('serializes a new answer object afresh', async () => {
    let title = 'First';
    const { app, serializations } = await appWithKeptAnswer(() => ({ title }));
    expect((await app.inject('/kept')).json<{ data: unknown }>().data).toEqual({ title: 'First' });
    title = 'Second';
    expect((await app.inject('/kept')).json<{ data: unknown }>().data).toEqual({ title: 'Second' });
    expect(serializations()).toBe(2);
    await app.close();
  });
});
