/** The audit log of account changes as the admin and the LSEG manage pages read it (issue 16). */
import { Type } from '@fastify/type-provider-typebox';

export const AUDIT_PAGE_MAX = 200;

/** Paging of an audit list: at most AUDIT_PAGE_MAX entries per answer. */
export const auditPageQuery = {
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: AUDIT_PAGE_MAX, default: 50, description: 'Entries per page' }),
  ),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0, description: 'Entries to skip' })),
};

const Values = Type.Record(Type.String(), Type.Unknown(), {
  description: "The changed fields' values; a changed password or key shows as 'changed', never its value.",
});

export const AuditEntrySchema = Type.Object({
  id: Type.String(),
  at: Type.String({ format: 'date-time' }),
  actor: Type.String({ description: 'Username of who made the change' }),
  action: Type.Union([
    Type.Literal('create'),
    Type.Literal('update'),
    Type.Literal('status'),
    Type.Literal('reset-password'),
    Type.Literal('rotate-key'),
  ]),
  target: Type.String({ description: 'Username of the changed account' }),
  before: Values,
  after: Values,
});

export const AuditPageSchema = Type.Object(
  {
    total: Type.Integer({ description: 'Entries matching the filter' }),
    offset: Type.Integer(),
    entries: Type.Array(AuditEntrySchema, { maxItems: AUDIT_PAGE_MAX }),
  },
  {
    examples: [
      {
        total: 1,
        offset: 0,
        entries: [
          {
            id: '7d0c5f5e-2f7a-4bb0-9f43-3d3c0c8e6d11',
            at: '2026-11-26T10:00:00.000Z',
            actor: 'demo-admin',
            action: 'update',
            target: 'demo-manual',
            before: { permissions: {} },
            after: { permissions: { pulse: true } },
          },
        ],
      },
    ],
  },
);
