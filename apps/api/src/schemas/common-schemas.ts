/** Shared pieces of the route schemas; every schema carries an example for the OpenAPI document. */
import { type Static, type TSchema, Type } from '@fastify/type-provider-typebox';

export const ErrorSchema = Type.Object(
  {
    error: Type.String({ description: 'Short human-readable error, shown to the user.' }),
    message: Type.String({ description: 'A longer explanation.' }),
    detail: Type.Optional(Type.String({ description: 'Machine-readable hint, for example not_linked.' })),
  },
  {
    description: 'Error',
    examples: [{ error: 'Invalid username or password', message: 'Invalid username or password' }],
  },
);

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad input: the message names the parameter',
  401: 'No API key, an unknown key, or wrong credentials',
  403: 'Expired, disabled or still provisioning account, or a permission the account lacks',
  404: 'Not found',
  409: 'Conflict: a unique value is already taken',
  413: 'Request body too large',
  429: 'Too many requests (see Retry-After)',
};

/** The `$id` the error body is registered under (app.addSchema) and named by in the OpenAPI components. */
export const ERROR_SCHEMA_ID = 'ApiError';

/** The error body as a shared schema: registered once on the app, referenced by every route's errors. */
export const SharedErrorSchema = { ...ErrorSchema, $id: ERROR_SCHEMA_ID, title: ERROR_SCHEMA_ID };

/** A reference to the shared error body, for a schema that holds it (a union of answers). */
export const ErrorSchemaRef = Type.Unsafe<Static<typeof ErrorSchema>>({ $ref: `${ERROR_SCHEMA_ID}#` });

/**
 * Response schemas for the listed error statuses: each a reference to the shared error schema (one entry of the
 * OpenAPI document's components, not a copy per route and status), typed as the error body.
 */
export function errorResponses(...codes: number[]): Record<number, TSchema> {
  const result: Record<number, TSchema> = {};
  for (const code of codes) {
    result[code] = Type.Unsafe<Static<typeof ErrorSchema>>({
      $ref: `${ERROR_SCHEMA_ID}#`,
      description: ERROR_DESCRIPTIONS[code] ?? 'Error',
    });
  }
  return result;
}

/** The success envelope of the contract: `{ data: ... }`. */
export function dataOf<T extends TSchema>(schema: T, description: string) {
  const example = (schema as { examples?: unknown[] }).examples?.[0];
  return Type.Object(
    { data: schema },
    { description, ...(example === undefined ? {} : { examples: [{ data: example }] }) },
  );
}

export const ApikeyQuery = Type.Optional(
  Type.String({
    description: 'API key (spec §7); when absent, the apikey cookie is used.',
    examples: ['1r4Xc1mPaQ0p8i0uXw2z3b4c5d6e7f8g9h0jKlMnOpQ'],
  }),
);

export const AuthQuery = Type.Object({ apikey: ApikeyQuery });

/** Security requirement of keyed routes for the OpenAPI document. */
export const KEYED_SECURITY: Array<Record<string, string[]>> = [{ apikeyQuery: [] }, { apikeyCookie: [] }];

export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** Bodies the spec posts as forms are accepted as JSON too (documented as both). */
export const FORM_OR_JSON = ['application/json', 'application/x-www-form-urlencoded'];
