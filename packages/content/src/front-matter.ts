/**
 * Front matter: a YAML block between `---` lines at the very start of a content file. The YAML is parsed by the
 * `yaml` package (YAML 1.2 core schema: dates stay strings, duplicate keys are errors); this file only finds the
 * block and checks the fields every content file shares.
 */
import { parse } from 'yaml';

export class ContentError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`${file}: ${reason}`);
    this.name = 'ContentError';
  }
}

/** The fields every content file has (CODE_STYLE 'schemas at the edges': checked before use). */
export interface FrontMatter {
  title: string;
  /** YYYY-MM-DD: publication date, or last review date of a docs page. */
  date: string;
  summary: string;
  tags: string[];
  author: string;
}

export interface ParsedFile {
  /** The front matter as parsed, for kind-specific fields. */
  data: Record<string, unknown>;
  frontMatter: FrontMatter;
  body: string;
}

const BLOCK = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseYaml(file: string, source: string): unknown {
  try {
    return parse(source);
  } catch (error) {
    throw new ContentError(file, `invalid YAML (${(error as Error).message.split('\n')[0]})`);
  }
}

export function requireString(file: string, data: Record<string, unknown>, field: string): string {
  const value = data[field];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ContentError(file, `'${field}' must be a non-empty string`);
  }
  return value.trim();
}

export function optionalString(file: string, data: Record<string, unknown>, field: string): string | null {
  if (data[field] === undefined || data[field] === null) return null;
  return requireString(file, data, field);
}

export function requireDay(file: string, data: Record<string, unknown>, field: string): string {
  const value = requireString(file, data, field);
  const time = Date.parse(`${value}T00:00:00Z`);
  if (!DAY.test(value) || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) {
    throw new ContentError(file, `'${field}' must be a calendar date YYYY-MM-DD, not '${value}'`);
  }
  return value;
}

export function requireStringList(file: string, data: Record<string, unknown>, field: string): string[] {
  const value = data[field];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || item.trim() === '')) {
    throw new ContentError(file, `'${field}' must be a list of non-empty strings`);
  }
  return value.map((item: string) => item.trim());
}

export function asRecord(file: string, value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ContentError(file, `${what} must be a mapping of fields`);
  }
  return value as Record<string, unknown>;
}

/** Splits a Markdown file into its checked front matter and its body. */
export function parseFrontMatter(file: string, source: string): ParsedFile {
  const match = BLOCK.exec(source);
  if (!match) throw new ContentError(file, 'missing front matter (a YAML block between --- lines at the start)');
  const data = asRecord(file, parseYaml(file, match[1] ?? ''), 'the front matter');
  const frontMatter: FrontMatter = {
    title: requireString(file, data, 'title'),
    date: requireDay(file, data, 'date'),
    summary: requireString(file, data, 'summary'),
    tags: requireStringList(file, data, 'tags'),
    author: requireString(file, data, 'author'),
  };
  return { data, frontMatter, body: source.slice(match[0].length) };
}
