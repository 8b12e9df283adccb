import { describe, expect, it } from 'vitest';
import { toolArgumentsOf, toolFieldsOf } from './tool-form';

/** The shape the MCP SDK lists for search_assets-like tools. */
const SCHEMA = {
  type: 'object',
  properties: {
    search: { type: 'string', minLength: 1, description: 'Text to look for' },
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
    sortBy: { type: 'string', enum: ['abs', 'up', 'down'], default: 'abs' },
    minBuzz: { type: 'number', minimum: 0 },
    query: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['search', 'limit'],
};

describe('by-hand tool form', () => {
  it('makes one field per property, required only when the tool has no default', () => {
    const fields = toolFieldsOf(SCHEMA);
    expect(fields.map((field) => [field.name, field.kind, field.isRequired])).toEqual([
      ['search', 'text', true],
      ['limit', 'integer', false],
      ['sortBy', 'enum', false],
      ['minBuzz', 'number', false],
      ['query', 'json', false],
    ]);
    expect(fields[2]?.options).toEqual(['abs', 'up', 'down']);
  });

  it('reads typed arguments and leaves empty fields out', () => {
    const fields = toolFieldsOf(SCHEMA);
    expect(
      toolArgumentsOf(fields, {
        search: ' apple ',
        limit: '5',
        minBuzz: '0.5',
        query: '{"format":"json"}',
        sortBy: '',
      }),
    ).toEqual({ args: { search: 'apple', limit: 5, minBuzz: 0.5, query: { format: 'json' } } });
  });

  it('names each field that is missing or not of its type', () => {
    const fields = toolFieldsOf(SCHEMA);
    expect(toolArgumentsOf(fields, { limit: '2.5', query: '{nope' })).toEqual({
      problems: ['search: required', 'limit: a whole number', 'query: not valid JSON'],
    });
  });
});
