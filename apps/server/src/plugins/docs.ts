import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * A multipart transfer's route reads its parts itself, so its form is not the route's body
 * schema; the document still shows it: the entry's fields, then the file.
 */
function withForms(input: TransformInput) {
  const form = input.route.config?.form;
  if (!form) return jsonSchemaTransform(input);
  const body = z.object({ ...form.shape, file: z.string().meta({ format: 'binary' }) });
  return jsonSchemaTransform({ ...input, schema: { ...input.schema, body } });
}

/** The OpenAPI document, generated from the same zod schemas the routes validate with. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Airwork API',
        description:
          'Every reply is `{ code, message, result }` (register: `{ success, message, result }`). ' +
          '`message` is an i18n key or one of the business outcomes `-1` / `-2`. ' +
          'Authenticate with `Authorization: Bearer <token>` from login or register.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: withForms,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Same-origin only, like the app; Swagger UI sets a few inline styles.
    staticCSP:
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
      "font-src 'self' data:; connect-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'",
  });
}
