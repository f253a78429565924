import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { lengthMessage } from '@sukoon/contracts/zodMessages';

/**
 * Route schemas are the contracts' zod schemas. With fastify-type-provider-zod's `ZodTypeProvider` (the type of every
 * feature plugin, see src/context.ts) they type `request.body`, `request.params` and the handler's answer:
 *
 *   app.post(endpoints.signIn.path, { schema: { body: signInRequestSchema, response: { 200: signInResponseSchema } } },
 *     async (request) => service.signIn(request.body));   // request.body: the schema's output; the answer: its input
 *
 * The two compilers are ours, not the package's, for two reasons written down here:
 * - Validation fails with the ZodError itself, so the one error handler answers it exactly as it answers a `.parse()`
 *   in a service (400 `{ message, errors }`, http/errors.ts), and a missing body reaches zod as undefined, as before.
 * - Reply schemas only type the answer. The contracts' response schemas are the site's tolerant readers (unions,
 *   loose objects, transforms), so running answers through them would reshape or refuse bodies; the answer is sent
 *   as the handler built it.
 */
// The contracts' schemas are zod/mini (the site loads only the parts it uses), whose messages come from the locale
// zod is configured with: none by default, so every default message would read "Invalid input". Classic zod sets
// English only when its first classic schema is built; set it here, before any route parses, so the API's answers
// say what failed whichever schema a request meets first.
// A text's length limit in the site's words, as the forms say it (contracts/zodMessages.ts).
z.config({ ...z.locales.en(), customError: lengthMessage });

function isZodSchema(schema: unknown): schema is z.core.$ZodType {
  return typeof (schema as { _zod?: unknown } | null)?._zod === 'object';
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  if (!isZodSchema(schema)) throw new Error(`${method} ${url}: the ${httpPart} schema is not a zod schema`);
  return (data: unknown) => {
    // Fastify hands a request without a body over as null; zod sees what the request had: nothing.
    const result = z.safeParse(schema, httpPart === 'body' && data === null ? undefined : data);
    return result.success ? { value: result.data } : { error: result.error };
  };
};

export const serializerCompiler: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

/** Installs both compilers on the root instance, before any feature registers a route. */
export function installZodSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
