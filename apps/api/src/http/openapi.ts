import { z } from 'zod';
import { ajaxResponse } from '@bidhall/contracts/abp/envelope';
import { routeOf, type Service } from './endpoint.ts';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** OpenAPI 3.1 generated from the same zod schemas that validate the calls. */
export function openApiDocument(services: Service[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const service of services) {
    for (const ep of service.endpoints) {
      const { verb, path } = routeOf(service, ep);
      const input = jsonSchema(ep.input, 'input');
      const usesQuery = verb === 'get' || verb === 'delete';
      const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((input.required as string[] | undefined) ?? []);
      paths[path] = {
        ...paths[path],
        [verb]: {
          operationId: `${service.name}_${ep.method}`,
          tags: [service.name],
          summary: ep.summary,
          security: ep.access === 'anonymous' ? [] : [{ bearer: [] }],
          ...(usesQuery
            ? {
                parameters: Object.entries(properties).map(([name, schema]) => ({
                  name,
                  in: 'query',
                  required: required.has(name),
                  schema,
                })),
              }
            : { requestBody: { required: true, content: { 'application/json': { schema: input } } } }),
          responses: {
            200: {
              description: 'ABP envelope with the result',
              content: { 'application/json': { schema: jsonSchema(ajaxResponse(ep.output), 'output') } },
            },
            400: { description: 'validation failed (error.validationErrors)' },
            401: { description: 'not signed in (unAuthorizedRequest: true)' },
            403: { description: 'permission missing' },
            500: { description: 'business rule refused the call, or an unexpected error' },
          },
        },
      };
    }
  }
  return {
    openapi: '3.1.0',
    info,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
