/**
 * A by-hand tool form from the tool's JSON Schema (the MCP tool's inputSchema): one field per property, and the
 * arguments read back from the typed values (numbers, booleans, JSON objects), each problem naming its field.
 */

export interface ToolField {
  name: string;
  kind: 'text' | 'number' | 'integer' | 'boolean' | 'enum' | 'json';
  isRequired: boolean;
  description?: string;
  options?: string[];
  defaultValue?: unknown;
  minimum?: number;
  maximum?: number;
}

interface JsonSchemaProperty {
  type?: unknown;
  enum?: unknown[];
  description?: unknown;
  default?: unknown;
  minimum?: unknown;
  maximum?: unknown;
}

export function toolFieldsOf(inputSchema: Record<string, unknown>): ToolField[] {
  const properties = (inputSchema.properties ?? {}) as Record<string, JsonSchemaProperty>;
  const required = new Set(Array.isArray(inputSchema.required) ? (inputSchema.required as string[]) : []);
  return Object.entries(properties).map(([name, property]) => {
    const type = property.type;
    const kind: ToolField['kind'] = Array.isArray(property.enum)
      ? 'enum'
      : type === 'string'
        ? 'text'
        : type === 'integer'
          ? 'integer'
          : type === 'number'
            ? 'number'
            : type === 'boolean'
              ? 'boolean'
              : 'json';
    return {
      name,
      kind,
      // A field with a default may be left empty: the tool applies it.
      isRequired: required.has(name) && property.default === undefined,
      ...(typeof property.description === 'string' ? { description: property.description } : {}),
      ...(Array.isArray(property.enum) ? { options: property.enum.map(String) } : {}),
      ...(property.default !== undefined ? { defaultValue: property.default } : {}),
      ...(typeof property.minimum === 'number' ? { minimum: property.minimum } : {}),
      ...(typeof property.maximum === 'number' ? { maximum: property.maximum } : {}),
    };
  });
}

/** The arguments of the form's values, or the problems (each names its field). Empty fields are left out. */
export function toolArgumentsOf(
  fields: ToolField[],
  values: Record<string, string>,
): { args: Record<string, unknown> } | { problems: string[] } {
  const args: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const field of fields) {
    const raw = (values[field.name] ?? '').trim();
    if (raw === '') {
      if (field.isRequired) problems.push(`${field.name}: required`);
      continue;
    }
    if (field.kind === 'number' || field.kind === 'integer') {
      const value = Number(raw);
      if (!Number.isFinite(value) || (field.kind === 'integer' && !Number.isInteger(value))) {
        problems.push(`${field.name}: ${field.kind === 'integer' ? 'a whole number' : 'a number'}`);
      } else args[field.name] = value;
    } else if (field.kind === 'boolean') {
      args[field.name] = raw === 'true';
    } else if (field.kind === 'json') {
      try {
        args[field.name] = JSON.parse(raw);
      } catch {
        problems.push(`${field.name}: not valid JSON`);
      }
    } else {
      args[field.name] = raw;
    }
  }
  return problems.length > 0 ? { problems } : { args };
}
