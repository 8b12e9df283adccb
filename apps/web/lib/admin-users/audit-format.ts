/** How an audit entry reads on the admin and manage pages (issue 16): each changed field, before and after. */

const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  status: 'Status changed',
  'reset-password': 'Password reset',
  'rotate-key': 'API key rotated',
};

const FIELD_LABELS: Record<string, string> = {
  email: 'Email',
  role: 'Role',
  expires: 'Expiry',
  status: 'Status',
  data_perms: 'Data permissions',
  permissions: 'Permissions',
  password: 'Password',
  apikey: 'API key',
};

export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

export function auditFieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

function listOf(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

/** One value in words: 'never' for no expiry, lists joined, the permission documents as their granted parts. */
export function formatAuditValue(field: string, value: unknown): string {
  if (value === undefined) return '—';
  if (value === null) return field === 'expires' ? 'never' : 'none';
  if (field === 'data_perms' && typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>)
      .filter(([, classes]) => listOf(classes).length > 0)
      .map(([product, classes]) => `${product}: ${listOf(classes).join(', ')}`);
    return parts.length > 0 ? parts.join('; ') : 'none';
  }
  if (field === 'permissions' && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const flags = Object.entries(record)
      .filter(([flag, on]) => flag !== 'webapp' && on === true)
      .map(([flag]) => flag);
    const webapp = listOf(record.webapp);
    const parts = [...flags, ...(webapp.length > 0 ? [`webapp: ${webapp.join(', ')}`] : [])];
    return parts.length > 0 ? parts.join(', ') : 'none';
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export interface AuditChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Data permissions list every class of every product, so a change of one class would repeat the whole grant: only
 * the products whose classes changed are shown, each before and after.
 */
function changedProducts(before: unknown, after: unknown): { before: unknown; after: unknown } {
  if (!isRecord(before) || !isRecord(after)) return { before, after };
  const products = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (product) => JSON.stringify(listOf(before[product])) !== JSON.stringify(listOf(after[product])),
  );
  const pick = (value: Record<string, unknown>) =>
    Object.fromEntries(products.map((product) => [product, listOf(value[product])]));
  return { before: pick(before), after: pick(after) };
}

function formatProducts(value: unknown): string {
  if (!isRecord(value)) return formatAuditValue('data_perms', value);
  const parts = Object.entries(value).map(([product, classes]) =>
    listOf(classes).length > 0 ? `${product}: ${listOf(classes).join(', ')}` : `${product}: none`,
  );
  return parts.length > 0 ? parts.join('; ') : 'none';
}

/** The changed fields of an entry, in a stable order (the order of FIELD_LABELS, then any other). */
export function auditChanges(entry: {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}): AuditChange[] {
  const order = Object.keys(FIELD_LABELS);
  const fields = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])].sort(
    (a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99),
  );
  return fields.map((field) => {
    if (field === 'data_perms' && field in entry.before) {
      const changed = changedProducts(entry.before[field], entry.after[field]);
      return {
        field,
        label: auditFieldLabel(field),
        before: formatProducts(changed.before),
        after: formatProducts(changed.after),
      };
    }
    return {
      field,
      label: auditFieldLabel(field),
      before: formatAuditValue(field, entry.before[field]),
      after: formatAuditValue(field, entry.after[field]),
    };
  });
}
