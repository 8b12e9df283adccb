/**
 * JSON Schemas of the OpenAPI document as a reader sees them: a short type label ('string', 'object[]',
 * 'number | null'), the allowed values of an enum (TypeBox writes a union of literals as an anyOf of one-value
 * enums), the constraints in words, and an object's fields as a tree.
 */
import type { OpenApiDocument, OpenApiSchema } from './openapi-document';

/** Deeper objects are listed by type only: the API's answers nest four levels at most. */
const MAX_DEPTH = 8;

export interface FieldView {
  name: string;
  type: string;
  required: boolean;
  nullable: boolean;
  description?: string;
  enumValues: string[];
  constraints: string[];
  /** The fields of an object, or of the objects of an array. */
  children: FieldView[];
}

/** The schema a local `$ref` (`#/components/schemas/X`) points to, followed until a schema without one. */
export function resolveSchema(schema: OpenApiSchema | undefined, document: OpenApiDocument): OpenApiSchema {
  let current = schema ?? {};
  for (let hops = 0; current.$ref && hops < 10; hops += 1) {
    const name = /^#\/components\/schemas\/(.+)$/.exec(current.$ref)?.[1];
    const target = name ? document.components?.schemas?.[decodeURIComponent(name)] : undefined;
    if (!target) return { description: current.description ?? `Unresolved reference ${current.$ref}` };
    // The referring schema's own description wins over the target's (OpenAPI 3.1 allows siblings of $ref).
    current = current.description ? { ...target, description: current.description } : target;
  }
  return current;
}

function literalText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function typesOf(schema: OpenApiSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function isNullSchema(schema: OpenApiSchema): boolean {
  const types = typesOf(schema);
  return types.length === 1 && types[0] === 'null';
}

/** The members of a union, without the null member (which makes the union nullable instead). */
function unionOf(schema: OpenApiSchema): { members: OpenApiSchema[]; nullable: boolean } | null {
  const members = schema.anyOf ?? schema.oneOf;
  if (!members) return null;
  return { members: members.filter((member) => !isNullSchema(member)), nullable: members.some(isNullSchema) };
}

/** The allowed values of a schema: its enum, its const, or a union of one-value enums and consts. */
export function enumValuesOf(schema: OpenApiSchema, document: OpenApiDocument): string[] {
  const resolved = resolveSchema(schema, document);
  if (resolved.enum) return resolved.enum.filter((value) => value !== null).map(literalText);
  if (resolved.const !== undefined) return [literalText(resolved.const)];
  const union = unionOf(resolved);
  if (!union || union.members.length === 0) return [];
  const values: string[] = [];
  for (const member of union.members) {
    const memberValues = enumValuesOf(member, document);
    // A union with a free member (any string) has no closed list of values.
    if (memberValues.length === 0) return [];
    values.push(...memberValues);
  }
  return values;
}

/** Whether null is allowed: a 'null' type or a null member of a union. */
export function isNullable(schema: OpenApiSchema, document: OpenApiDocument): boolean {
  const resolved = resolveSchema(schema, document);
  if (typesOf(resolved).includes('null') && typesOf(resolved).length > 1) return true;
  return unionOf(resolved)?.nullable ?? false;
}

/** A short type label, without the nullability (shown apart) : 'string', 'integer', 'object[]', 'string | number'. */
export function typeLabel(schema: OpenApiSchema | undefined, document: OpenApiDocument, depth = 0): string {
  const resolved = resolveSchema(schema, document);
  if (depth > MAX_DEPTH) return 'object';
  const union = unionOf(resolved);
  if (union) {
    if (union.members.length === 0) return 'null';
    const labels = [...new Set(union.members.map((member) => typeLabel(member, document, depth + 1)))];
    return labels.join(' | ');
  }
  if (resolved.allOf?.length) return typeLabel(resolved.allOf[0], document, depth + 1);
  const types = typesOf(resolved).filter((type) => type !== 'null');
  if (resolved.const !== undefined && types.length === 0) return typeof resolved.const;
  if (resolved.enum && types.length === 0) return typeof resolved.enum[0];
  if (types.length > 1) return types.join(' | ');
  const type = types[0] ?? (resolved.properties ? 'object' : resolved.items ? 'array' : 'any');
  if (type === 'array') {
    const item = typeLabel(resolved.items, document, depth + 1);
    return item.includes(' ') ? `(${item})[]` : `${item}[]`;
  }
  if (type === 'object' && !resolved.properties && typeof resolved.additionalProperties === 'object') {
    return `map of ${typeLabel(resolved.additionalProperties, document, depth + 1)}`;
  }
  return resolved.format ? `${type} (${resolved.format})` : type;
}

function range(min: number | undefined, max: number | undefined, unit: string): string | null {
  if (min !== undefined && max !== undefined) return min === max ? `${unit} ${min}` : `${unit} ${min} to ${max}`;
  if (min !== undefined) return `${unit} at least ${min}`;
  if (max !== undefined) return `${unit} at most ${max}`;
  return null;
}

/** The schema's limits in words: 'length at most 40', 'value 1 to 100', 'at most 200 items', 'unique items'. */
export function constraintsOf(schema: OpenApiSchema | undefined, document: OpenApiDocument): string[] {
  const resolved = resolveSchema(schema, document);
  const union = unionOf(resolved);
  // The constraints of a nullable value are those of its one non-null member.
  const only = union?.members.length === 1 ? union.members[0] : undefined;
  if (only) return constraintsOf(only, document);
  const words = [
    range(resolved.minLength, resolved.maxLength, 'length'),
    range(resolved.minimum ?? resolved.exclusiveMinimum, resolved.maximum ?? resolved.exclusiveMaximum, 'value'),
    range(resolved.minItems, resolved.maxItems, 'items'),
    resolved.uniqueItems ? 'unique items' : null,
  ];
  return words.filter((word): word is string => word !== null);
}

/** The pattern of a string (of the one non-null member of a nullable one). */
export function patternOf(schema: OpenApiSchema | undefined, document: OpenApiDocument): string | undefined {
  const resolved = resolveSchema(schema, document);
  const union = unionOf(resolved);
  const only = union?.members.length === 1 ? union.members[0] : undefined;
  if (only) return patternOf(only, document);
  return resolved.pattern;
}

/** The object schema whose properties describe a value: the object itself, an array's items, a nullable's member. */
function objectShapeOf(schema: OpenApiSchema, document: OpenApiDocument, depth: number): OpenApiSchema | null {
  if (depth > MAX_DEPTH) return null;
  const resolved = resolveSchema(schema, document);
  const union = unionOf(resolved);
  if (union) {
    const only = union.members.length === 1 ? union.members[0] : undefined;
    return only ? objectShapeOf(only, document, depth + 1) : null;
  }
  if (resolved.properties) return resolved;
  if (resolved.items) return objectShapeOf(resolved.items, document, depth + 1);
  if (resolved.allOf?.length) {
    // An intersection of objects: one object with every member's properties.
    const parts = resolved.allOf.map((part) => objectShapeOf(part, document, depth + 1));
    if (parts.some((part) => part === null)) return null;
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((part) => part?.properties)),
      required: parts.flatMap((part) => part?.required ?? []),
    };
  }
  return null;
}

function descriptionOf(schema: OpenApiSchema, document: OpenApiDocument): string | undefined {
  const resolved = resolveSchema(schema, document);
  if (resolved.description) return resolved.description;
  const union = unionOf(resolved);
  const only = union?.members.length === 1 ? union.members[0] : undefined;
  return only ? descriptionOf(only, document) : undefined;
}

/** The fields of an object schema (or of an array of objects) as a tree; [] for a scalar. */
export function fieldsOf(schema: OpenApiSchema | undefined, document: OpenApiDocument, depth = 0): FieldView[] {
  if (!schema) return [];
  const shape = objectShapeOf(schema, document, depth);
  if (!shape?.properties) return [];
  const required = new Set(shape.required ?? []);
  return Object.entries(shape.properties).map(([name, property]) => ({
    name,
    type: typeLabel(property, document),
    required: required.has(name),
    nullable: isNullable(property, document),
    description: descriptionOf(property, document),
    enumValues: enumValuesOf(property, document),
    constraints: constraintsOf(property, document),
    children: depth < MAX_DEPTH ? fieldsOf(property, document, depth + 1) : [],
  }));
}

/** The first example a schema declares (its `examples`, `example` or `default`), following refs. */
export function schemaExample(schema: OpenApiSchema | undefined, document: OpenApiDocument): unknown {
  if (!schema) return undefined;
  const resolved = resolveSchema(schema, document);
  if (resolved.examples?.length) return resolved.examples[0];
  if (resolved.example !== undefined) return resolved.example;
  return undefined;
}
