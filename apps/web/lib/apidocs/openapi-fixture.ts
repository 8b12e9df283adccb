/**
 * A small OpenAPI document written the way the API's is (Fastify swagger over TypeBox: unions of literals as anyOf
 * of one-value enums, nullable as anyOf with null, the shared ApiError by $ref), for the reference's tests.
 */
import type { OpenApiDocument } from './openapi-document';

const apiError = { $ref: '#/components/schemas/ApiError' };
const errorContent = (description: string) => ({ description, content: { 'application/json': { schema: apiError } } });

export const FIXTURE_DOCUMENT: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Moodwire API', version: '1.2.3', description: 'Success bodies are `{ data }`.' },
  tags: [
    { name: 'system', description: 'Health and the API description' },
    { name: 'data', description: 'Data API v4' },
    { name: 'mms', description: 'Media-sentiment scores' },
    { name: 'unused', description: 'A tag without operations' },
  ],
  components: {
    schemas: {
      ApiError: {
        type: 'object',
        required: ['error', 'message'],
        properties: {
          error: { type: 'string', description: 'Short human-readable error' },
          message: { type: 'string' },
          detail: { type: 'string' },
        },
      },
    },
  },
  paths: {
    '/healthz': {
      get: {
        tags: ['system'],
        summary: 'Liveness check',
        responses: {
          '200': {
            description: 'The API is up',
            content: { 'application/json': { schema: { type: 'object', examples: [{ ok: true }] } } },
          },
        },
      },
    },
    '/rma/v4/data/{asset_class}/{freq}/{asset_code}': {
      parameters: [{ name: 'asset_class', in: 'path', required: true, schema: { type: 'string' }, example: 'equ' }],
      get: {
        tags: ['data'],
        summary: 'The series rows of an asset',
        description: 'CSV by default',
        security: [{ apikeyQuery: [] }, { apikeyCookie: [] }],
        parameters: [
          { name: 'apikey', in: 'query', required: false, schema: { type: 'string' } },
          {
            name: 'format',
            in: 'query',
            required: false,
            description: 'csv (default) or json',
            schema: {
              anyOf: [
                { type: 'string', enum: ['csv'] },
                { type: 'string', enum: ['json'] },
              ],
              default: 'csv',
            },
          },
          {
            name: 'start_date',
            in: 'query',
            required: false,
            schema: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            example: '2026-11-01',
          },
          { name: 'freq', in: 'path', required: true, schema: { type: 'string', maxLength: 10 }, example: 'dai' },
          { name: 'asset_code', in: 'path', required: true, schema: { type: 'string' }, example: '4295905573' },
        ],
        responses: {
          '200': {
            description: 'The rows',
            content: {
              'text/csv': { schema: { type: 'string', examples: ['id,buzz\nmp:1,41.5\n'] } },
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['data'],
                  properties: {
                    data: {
                      type: 'array',
                      items: {
                        type: 'object',
                        required: ['id'],
                        properties: {
                          id: { type: 'string', description: 'Row id' },
                          buzz: { anyOf: [{ type: 'number' }, { type: 'null' }], description: 'Buzz, null when NA' },
                          extra: { type: 'object', additionalProperties: { type: 'number' } },
                        },
                      },
                    },
                  },
                },
                example: { data: [{ id: 'mp:1', buzz: 41.5 }] },
              },
            },
          },
          '404': errorContent('Not found'),
          '400': errorContent('Bad input'),
        },
      },
    },
    '/mms/v3/data/{class}/{code}': {
      get: {
        tags: ['mms'],
        summary: 'Media scores',
        security: [{ apikeyQuery: [] }, { apikeyCookie: [] }],
        parameters: [
          { name: 'class', in: 'path', required: true, schema: { type: 'string' }, example: 'outlet' },
          { name: 'code', in: 'path', required: true, schema: { type: 'string' }, example: 'all' },
        ],
        responses: {
          '200': {
            description: 'Rows',
            content: {
              'application/json': {
                schema: { type: 'object', properties: { data: { type: 'array', items: { type: 'object' } } } },
              },
            },
          },
        },
      },
    },
    '/esg/v4/{asset_class}/info': {
      get: {
        tags: ['data'],
        summary: 'Class info',
        security: [{ apikeyQuery: [] }, { apikeyCookie: [] }],
        parameters: [
          { name: 'asset_class', in: 'path', required: true, schema: { type: 'string' }, example: 'equcor' },
        ],
        responses: { '200': { description: 'Info', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
    '/user/prefs/insert': {
      post: {
        security: [{ apikeyQuery: [] }, { apikeyCookie: [] }],
        summary: 'Store a preference',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['category', 'key'],
                properties: {
                  category: { type: 'string', minLength: 1, maxLength: 40 },
                  key: { type: 'string' },
                  value: {},
                  shared: { type: 'boolean' },
                },
                examples: [{ category: 'charts', key: 'default', shared: false, value: null }],
              },
            },
          },
        },
        responses: { '204': { description: 'Stored' } },
      },
    },
    '/account/apikey': {
      get: {
        tags: ['system'],
        summary: 'The data key',
        security: [{ apikeyCookie: [] }],
        responses: { '200': { description: 'The key' } },
      },
    },
    '/rma/v4/files/{asset_class}/{freq}/{file}': {
      get: {
        tags: ['data'],
        summary: 'One bulk file',
        security: [{ apikeyQuery: [] }, { apikeyCookie: [] }],
        parameters: [
          { name: 'asset_class', in: 'path', required: true, schema: { type: 'string' }, example: 'equ' },
          { name: 'freq', in: 'path', required: true, schema: { type: 'string' }, example: 'dai' },
          { name: 'file', in: 'path', required: true, schema: { type: 'string' }, example: 'equ_dai_2026-11-20.zip' },
        ],
        responses: {
          '200': { description: 'The file', content: { 'application/zip': { schema: { type: 'string' } } } },
        },
      },
    },
  },
};
