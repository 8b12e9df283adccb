import { type Static, Type } from '@fastify/type-provider-typebox';
import {
  type AccountStatus,
  APIKEY_MARKER,
  PERMISSION_FLAGS,
  type PermissionFlag,
  type Role,
  WEBAPP_FLAGS,
  type WebappFlag,
} from '@moodwire/domain';
import { DATE_PATTERN } from './common-schemas';

const EXAMPLE_KEY = 'V2VsY29tZSB0byBNb29kd2lyZSBkZW1vIGtleSAxMjM0';

export const RoleSchema = Type.Union([Type.Literal('ssh'), Type.Literal('manual'), Type.Literal('admin')], {
  description: 'ssh (LSEG), manual, admin',
  examples: ['manual'],
});

export const StatusSchema = Type.Union([Type.Literal('active'), Type.Literal('pending'), Type.Literal('disabled')], {
  examples: ['active'],
});

const ClassList = Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { maxItems: 200 });

export const DataPermsSchema = Type.Object(
  {
    rma: Type.Optional(ClassList),
    esg: Type.Optional(ClassList),
    mms: Type.Optional(ClassList),
  },
  {
    additionalProperties: false,
    description: 'Per product, the asset classes the account may download; empty or absent means none.',
    examples: [{ rma: ['equ', 'cou'], esg: ['equcor'] }],
  },
);

const Flag = Type.Optional(Type.Boolean());
const WebappFlagSchema = Type.Union([
  Type.Literal('nodocs'),
  Type.Literal('lsegmanage'),
  Type.Literal('thematic'),
  Type.Literal('hideapikey'),
]);

export const PermissionsSchema = Type.Object(
  {
    masf: Flag,
    pulse: Flag,
    masf_v5: Flag,
    sent_v5: Flag,
    rma_v5: Flag,
    esg_v5: Flag,
    mta: Flag,
    webapp: Type.Optional(Type.Array(WebappFlagSchema, { maxItems: WEBAPP_FLAGS.length, uniqueItems: true })),
  },
  {
    additionalProperties: false,
    description: `Permission flags (${PERMISSION_FLAGS.join(', ')}) and webapp flags (${WEBAPP_FLAGS.join(', ')}).`,
    examples: [{ masf: true, pulse: false, webapp: ['thematic'] }],
  },
);

export const ExpiresSchema = Type.Union([Type.String({ pattern: DATE_PATTERN }), Type.Null()], {
  description: 'YYYY-MM-DD: valid through the end of that day (UTC); null never expires.',
  examples: ['2030-12-31'],
});

export const UserSchema = Type.Object(
  {
    username: Type.String(),
    email: Type.Optional(Type.String()),
    apikey: Type.String({
      description:
        'A marker in place of a key (issue 12 §6): the session key is in the HttpOnly cookie; Account Info reveals ' +
        'the data key (GET /account/apikey).',
    }),
    expires: ExpiresSchema,
    role: RoleSchema,
    data_perms: DataPermsSchema,
    permissions: PermissionsSchema,
    status: StatusSchema,
  },
  {
    description: 'The signed-in user (spec §3)',
    examples: [
      {
        username: 'demo-ssh',
        email: 'demo-ssh@demo.moodwire.local',
        apikey: APIKEY_MARKER,
        expires: null,
        role: 'ssh',
        data_perms: { rma: ['equ', 'cou'], esg: ['equcor'] },
        permissions: { masf: true },
        status: 'active',
      },
    ],
  },
);

/** The data key of the signed-in user (Account Info's reveal and rotation). */
export const DataApikeySchema = Type.Object(
  { apikey: Type.String({ description: 'The data key: pass it as the apikey query parameter' }) },
  { examples: [{ apikey: EXAMPLE_KEY }] },
);

/** A user as other people see it: never the key. */
export const UserSummarySchema = Type.Object(
  {
    username: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    role: RoleSchema,
    expires: ExpiresSchema,
    status: StatusSchema,
    data_perms: DataPermsSchema,
    permissions: PermissionsSchema,
    created: Type.String({ format: 'date-time' }),
  },
  {
    examples: [
      {
        username: 'demo-ssh',
        email: 'demo-ssh@demo.moodwire.local',
        role: 'ssh',
        expires: null,
        status: 'active',
        data_perms: { rma: ['equ'] },
        permissions: { masf: true },
        created: '2025-01-01T00:00:00.000Z',
      },
    ],
  },
);

/** A user as an admin sees it: with key and timestamps. */
export const AdminUserSchema = Type.Object(
  {
    username: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    apikey: Type.String(),
    role: RoleSchema,
    expires: ExpiresSchema,
    status: StatusSchema,
    data_perms: DataPermsSchema,
    permissions: PermissionsSchema,
    created: Type.String({ format: 'date-time' }),
    updated: Type.String({ format: 'date-time' }),
  },
  {
    examples: [
      {
        username: 'demo-manual',
        email: 'demo-manual@demo.moodwire.local',
        apikey: EXAMPLE_KEY,
        role: 'manual',
        expires: '2030-12-31',
        status: 'active',
        data_perms: { rma: ['equ'] },
        permissions: {},
        created: '2025-01-01T00:00:00.000Z',
        updated: '2025-01-02T00:00:00.000Z',
      },
    ],
  },
);

export type DataPermsInput = Static<typeof DataPermsSchema>;
export type PermissionsInput = Static<typeof PermissionsSchema>;

// The role, status and permission schemas spell out the domain's lists so that TypeScript infers precise types; keep them equal.
const _rolesMatch: [Static<typeof RoleSchema>, Role] extends [Role, Static<typeof RoleSchema>] ? true : never = true;
const _statusesMatch: [Static<typeof StatusSchema>, AccountStatus] extends [AccountStatus, Static<typeof StatusSchema>]
  ? true
  : never = true;
const _webappFlagsMatch: [Static<typeof WebappFlagSchema>, WebappFlag] extends [
  WebappFlag,
  Static<typeof WebappFlagSchema>,
]
  ? true
  : never = true;
const _flagsMatch: [keyof Static<typeof PermissionsSchema>, PermissionFlag | 'webapp'] extends [
  PermissionFlag | 'webapp',
  keyof Static<typeof PermissionsSchema>,
]
  ? true
  : never = true;
void [_rolesMatch, _statusesMatch, _webappFlagsMatch, _flagsMatch];
