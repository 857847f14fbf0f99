import { z } from 'zod';
import { ajaxResponse } from '@bidhall/contracts/abp/envelope';
import { routeOf, type Service } from './endpoint.ts';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/**
 * The shared schemas of a document. A recursive schema (an auction record's event payload is
 * any JSON value) comes out of zod with its own `$defs` and `#/$defs/…` references, which an
 * OpenAPI document cannot resolve where the schema is inlined; they are moved to
 * `components.schemas`, one entry per distinct definition, and every reference repointed.
 */
class SharedSchemas {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly byContent = new Map<string, string>();

  /** `schema` without `$defs`, its references pointing into `components.schemas`. */
  hoist(schema: JsonSchema): JsonSchema {
    const { $defs, ...rest } = schema as JsonSchema & { $defs?: Record<string, JsonSchema> };
    if (!$defs) return rest;
    const names = new Map<string, string>();
    for (const [key, def] of Object.entries($defs)) {
      // Named by content: each def refers to itself by its key, so the key is left out of it.
      const content = JSON.stringify(def).replaceAll(`"#/$defs/${key}"`, '"#self"');
      const known = this.byContent.get(content);
      const name = known ?? (content === JSON_VALUE ? 'JsonValue' : `Schema${this.byContent.size + 1}`);
      this.byContent.set(content, name);
      names.set(key, name);
    }
    const repoint = (value: unknown): unknown =>
      JSON.parse(
        JSON.stringify(value).replace(/"#\/\$defs\/([^"]+)"/g, (_m, key: string) =>
          JSON.stringify(`#/components/schemas/${names.get(key) ?? key}`),
        ),
      );
    for (const [key, def] of Object.entries($defs)) {
      const name = names.get(key)!;
      // Any JSON value is what an empty schema accepts; written out recursively it would give
      // generated clients a type that refers to itself, which TypeScript refuses.
      this.schemas[name] = name === 'JsonValue' ? ANY_JSON : (repoint(def) as JsonSchema);
    }
    return repoint(rest) as JsonSchema;
  }
}

const ANY_JSON: JsonSchema = {
  description: 'Any JSON value: a string, number, boolean, null, or an array or object of JSON values',
};

/** How zod writes any JSON value (`z.json()`) among the `$defs` of a schema holding one. */
const JSON_VALUE = (() => {
  const { $defs } = jsonSchema(z.object({ value: z.json() }), 'output') as { $defs: Record<string, unknown> };
  const [key, def] = Object.entries($defs)[0]!;
  return JSON.stringify(def).replaceAll(`"#/$defs/${key}"`, '"#self"');
})();

/** OpenAPI 3.1 generated from the same zod schemas that validate the calls. */
export function openApiDocument(services: Service[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  const shared = new SharedSchemas();
  for (const service of services) {
    for (const ep of service.endpoints) {
      const { verb, path } = routeOf(service, ep);
      const input = shared.hoist(jsonSchema(ep.input, 'input'));
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
              content: {
                'application/json': { schema: shared.hoist(jsonSchema(ajaxResponse(ep.output), 'output')) },
              },
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
    // The api answers on the origin that served the document (embedded, or behind nginx).
    servers: [{ url: '/', description: 'this platform' }],
    components: {
      schemas: shared.schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}
