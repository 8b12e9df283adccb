/**
 * The part of OpenAPI 3.1 that the API's `/openapi.json` uses (Fastify swagger over TypeBox schemas): the
 * reference reads nothing else. Structural types rather than openapi-typescript's unions, because the document
 * arrives as JSON and every field is checked where it is read.
 */

export interface OpenApiSchema {
  $ref?: string;
  type?: string | string[];
  title?: string;
  description?: string;
  format?: string;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  items?: OpenApiSchema;
  additionalProperties?: boolean | OpenApiSchema;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  default?: unknown;
  examples?: unknown[];
  example?: unknown;
}

export interface OpenApiExample {
  value?: unknown;
  summary?: string;
}

export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: OpenApiSchema;
  example?: unknown;
  examples?: Record<string, OpenApiExample>;
}

export interface OpenApiMediaType {
  schema?: OpenApiSchema;
  example?: unknown;
  examples?: Record<string, OpenApiExample>;
}

export interface OpenApiResponse {
  description?: string;
  content?: Record<string, OpenApiMediaType>;
}

export interface OpenApiRequestBody {
  description?: string;
  required?: boolean;
  content?: Record<string, OpenApiMediaType>;
}

export type OpenApiSecurity = Record<string, string[]>[];

export interface OpenApiOperation {
  summary?: string;
  description?: string;
  operationId?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: OpenApiParameter[];
  requestBody?: OpenApiRequestBody;
  responses?: Record<string, OpenApiResponse>;
  security?: OpenApiSecurity;
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type OpenApiPathItem = Partial<Record<HttpMethod, OpenApiOperation>> & {
  parameters?: OpenApiParameter[];
};

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, OpenApiPathItem>;
  components?: { schemas?: Record<string, OpenApiSchema> };
  security?: OpenApiSecurity;
}

/** Whether a parsed JSON value has the shape of an OpenAPI 3 document (paths and info), so the page can say so. */
export function isOpenApiDocument(value: unknown): value is OpenApiDocument {
  if (value === null || typeof value !== 'object') return false;
  const document = value as Partial<OpenApiDocument>;
  return (
    typeof document.openapi === 'string' &&
    document.openapi.startsWith('3.') &&
    document.paths !== null &&
    typeof document.paths === 'object' &&
    document.info !== null &&
    typeof document.info === 'object'
  );
}
