// How responses become JSON. By default every answer is encoded by its zod schema (fields it does not
// name are dropped, a wrong type is a 500) and then JSON.stringify'd. The few answers that are large
// and frequent (the learner's dashboard, a book, the current user) opt in with `trustedJson(schema)`:
// their presenters build exactly the schema's shape, so the zod pass (five times the cost of the
// JSON.stringify itself on a 2,000-book dashboard) is skipped and the object is stringified as it is.
// test/serializer.test.ts holds them to that: on real answers, both ways give the same JSON.
// fast-json-stringify was measured too: its output is a rope string that Node must flatten to count
// its bytes, which made the large dashboard slower than JSON.stringify (decision 023).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const trustedSchemas = new WeakSet<z.ZodType>();

/** Marks a response schema whose presenter is trusted to build its exact shape; returns it unchanged. */
export function trustedJson<T extends z.ZodType>(schema: T): T {
  trustedSchemas.add(schema);
  return schema;
}

type SerializerCompiler = Parameters<FastifyInstance['setSerializerCompiler']>[0];
type ZodRouteSchema = Parameters<typeof zodSerializerCompiler>[0];

/** The zod encoder of one response schema, then JSON (what every untrusted answer goes through). */
export const zodSerializer = (routeSchema: ZodRouteSchema) => zodSerializerCompiler(routeSchema);

export const serializerCompiler: SerializerCompiler = (routeSchema) => {
  const { schema } = routeSchema;
  if (schema instanceof z.ZodType && trustedSchemas.has(schema)) {
    return (data: unknown) => JSON.stringify(data);
  }
  return zodSerializer(routeSchema as ZodRouteSchema);
};

/**
 * Sends JSON text made earlier (answers kept per viewer, decision 024) as it is: Fastify passes a
 * string with a JSON content type past the serializer. The route's types know only the object the
 * text encodes, hence the untyped reply.
 */
export function sendPreparedJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
