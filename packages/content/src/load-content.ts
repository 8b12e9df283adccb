/**
 * Loads every content file once (the API calls this at start): announcements, news, blog posts, docs pages,
 * papers and the home page's featured list. Markdown files carry front matter (title, date, summary, tags,
 * author); the body is rendered to HTML here, so requests only look things up. Pages are found by name in the
 * index this builds, never by turning a request path into a file path. A few docs pages are generated from the
 * shared tables of '@moodwire/domain' (data-dictionary.ts) and join their section like files.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED_DOC_PAGES, type GeneratedDocPage } from './data-dictionary';
import { DEFAULT_SUBPATH, DOC_AREAS, type DocArea, type DocSectionCode, docWebPath, getDocArea } from './doc-areas';
import {
  asRecord,
  ContentError,
  type FrontMatter,
  optionalString,
  parseFrontMatter,
  parseYaml,
  requireString,
  requireStringList,
} from './front-matter';
import { type Heading, renderMarkdown } from './render-markdown';
import { type RenderedPaperDocument, renderPaperDocument } from './render-paper-document';

/** The content shipped with the package. */
export const CONTENT_ROOT = fileURLToPath(new URL('./content/', import.meta.url));

export interface ContentEntry extends FrontMatter {
  /** File name without `.md`: the slug of a post, the id of a news item or announcement, the page of a doc. */
  slug: string;
  html: string;
  headings: Heading[];
  /** Plain text of the body, for search. */
  text: string;
  /** Short hash of the source file (ETag of answers made from this entry alone). */
  hash: string;
}

export interface BlogPost extends ContentEntry {
  /** The public page of the post. */
  url: string;
  /** Shown first on the blog and eligible for the home page. */
  featured: boolean;
  readingMinutes: number;
}

export interface NewsItem extends ContentEntry {
  /** A page of the site the item points to, if any. */
  link: string | null;
}

export const ANNOUNCEMENT_LEVELS = ['info', 'success', 'warning'] as const;
export type AnnouncementLevel = (typeof ANNOUNCEMENT_LEVELS)[number];

export interface Announcement extends ContentEntry {
  level: AnnouncementLevel;
  link: string | null;
}

export interface DocPage extends ContentEntry {
  area: string;
  section: DocSectionCode;
  /** `section/page`, e.g. `guide/overview`: how the web API names the page. */
  path: string;
  /** The web page it belongs to, e.g. `/ma4/guide/overview`. */
  webPath: string;
  /** Position in the table of contents within its section. */
  order: number;
}

export interface DocAreaIndex {
  area: DocArea;
  /** In table-of-contents order: sections in the area's order, pages by `order`, then title. */
  pages: DocPage[];
  byPath: Map<string, DocPage>;
  hash: string;
}

/**
 * 'research': our own papers (markdown files of `papers/`, each with a standalone HTML document); 'method-note': our
 * docs pages on the method (papers.yaml); 'paper': published work by others that shaped the method (papers.yaml).
 */
export const PAPER_KINDS = ['research', 'method-note', 'paper'] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];
/** What papers.yaml may list: our research papers are files of their own. */
const LISTED_PAPER_KINDS: readonly PaperKind[] = ['paper', 'method-note'];

export interface Paper {
  id: string;
  kind: PaperKind;
  title: string;
  /** Authors of a published paper; for our papers and method notes, the team that wrote them. */
  authors: string[];
  year: number;
  /** Journal or venue of a paper; 'Moodwire docs' for a method note, 'Moodwire research paper' for ours. */
  venue: string;
  /** One line in our words: what it found, and why it matters for the product. */
  summary: string;
  /** A page of the site (method notes link to their docs page). */
  href: string | null;
  tags: string[];
  /** Written by us (research papers and method notes), or on the reading list (published by others). */
  ours: boolean;
  /** Publication day (YYYY-MM-DD) of a research paper; null where only the year is known. */
  date: string | null;
  /** The abstract of a research paper; null for the others (their summary says it in one line). */
  abstract: string | null;
  /** API path of a research paper's standalone HTML document: `/papers/{id}.html`. */
  downloadUrl: string | null;
}

/** A research paper's rendered body and its standalone HTML document (render-paper-document.ts). */
export interface PaperDocument {
  paper: Paper;
  entry: ContentEntry;
  document: RenderedPaperDocument;
}

export const FEATURED_KINDS = ['group', 'post', 'doc'] as const;
export type FeaturedKind = (typeof FEATURED_KINDS)[number];

export interface FeaturedEntry {
  kind: FeaturedKind;
  /** A preset group id (checked against the lake by the API), a post slug, or `area/section/page` of a doc. */
  ref: string;
  title: string;
  summary: string;
}

export interface ContentIndex {
  announcements: Announcement[];
  /** Newest first. */
  news: NewsItem[];
  /** Newest first. */
  posts: BlogPost[];
  postsBySlug: Map<string, BlogPost>;
  docs: Map<string, DocAreaIndex>;
  /** Our research papers (newest first), then our method notes, then the reading list (by year). */
  papers: Paper[];
  /** Our research papers' documents, by id. */
  paperDocuments: Map<string, PaperDocument>;
  featured: FeaturedEntry[];
  /** Hashes of each part, for ETags: a part changes only when its files change. */
  hashes: { announcements: string; news: string; posts: string; papers: string; featured: string; all: string };
}

export interface LoadContentOptions {
  /** Folder holding the content files (default: the package's own content). */
  root?: string;
  /**
   * Docs pages made by code rather than read from a file (data-dictionary.ts). Default: its pages when the
   * package's own content is read, none for another folder (a test's fixture).
   */
  generatedPages?: readonly GeneratedDocPage[];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SITE_PATH = /^\/[A-Za-z0-9_\-/]*$/;
const WORDS_PER_MINUTE = 220;

function shortHash(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 16);
}

interface SourceFile {
  /** Path relative to the content root, with forward slashes (error messages). */
  name: string;
  slug: string;
  source: string;
}

function readMarkdownDir(root: string, dir: string): SourceFile[] {
  const full = join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const name = relative(root, join(full, file)).split('\\').join('/');
      const slug = file.slice(0, -'.md'.length);
      if (!SLUG.test(slug)) throw new ContentError(name, 'file names are lower-case words joined by hyphens');
      return { name, slug, source: readFileSync(join(full, file), 'utf8') };
    });
}

function toEntry(file: SourceFile): { entry: ContentEntry; data: Record<string, unknown> } {
  const { data, frontMatter, body } = parseFrontMatter(file.name, file.source);
  const rendered = renderMarkdown(body, { file: file.name });
  return {
    data,
    entry: { ...frontMatter, slug: file.slug, ...rendered, hash: shortHash(file.name, file.source) },
  };
}

function sitePath(name: string, data: Record<string, unknown>, field: string): string | null {
  const value = optionalString(name, data, field);
  if (value !== null && !SITE_PATH.test(value)) {
    throw new ContentError(name, `'${field}' must be a path of the site such as /ma4/intro, not '${value}'`);
  }
  return value;
}

function newestFirst<T extends ContentEntry>(entries: T[]): T[] {
  return entries.sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1));
}

function loadPosts(root: string): BlogPost[] {
  return newestFirst(
    readMarkdownDir(root, 'blog').map((file) => {
      const { entry, data } = toEntry(file);
      if (data.featured !== undefined && typeof data.featured !== 'boolean') {
        throw new ContentError(file.name, "'featured' must be true or false");
      }
      const words = entry.text.split(/\s+/).filter(Boolean).length;
      return {
        ...entry,
        url: `/blog/${file.slug}`,
        featured: data.featured === true,
        readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
      };
    }),
  );
}

function loadNews(root: string): NewsItem[] {
  return newestFirst(
    readMarkdownDir(root, 'news').map((file) => {
      const { entry, data } = toEntry(file);
      return { ...entry, link: sitePath(file.name, data, 'link') };
    }),
  );
}

function loadAnnouncements(root: string): Announcement[] {
  return newestFirst(
    readMarkdownDir(root, 'announcements').map((file) => {
      const { entry, data } = toEntry(file);
      const level = data.level ?? 'info';
      if (!(ANNOUNCEMENT_LEVELS as readonly unknown[]).includes(level)) {
        throw new ContentError(file.name, `'level' must be one of ${ANNOUNCEMENT_LEVELS.join(', ')}`);
      }
      return { ...entry, level: level as AnnouncementLevel, link: sitePath(file.name, data, 'link') };
    }),
  );
}

/** The generated pages of one docs section, as source files named after the file they stand in for. */
function generatedFiles(generated: readonly GeneratedDocPage[], area: DocArea, section: DocSectionCode): SourceFile[] {
  return generated
    .filter((page) => page.area === area.code && page.section === section)
    .map((page) => ({
      name: `docs/${area.code}/${section}/${page.slug}.md (generated)`,
      slug: page.slug,
      source: page.source(),
    }));
}

function loadDocArea(root: string, area: DocArea, generated: readonly GeneratedDocPage[]): DocAreaIndex {
  const pages: DocPage[] = [];
  const areaDir = join(root, 'docs', area.code);
  if (existsSync(areaDir)) {
    for (const dir of readdirSync(areaDir).sort()) {
      if (!(area.sections as readonly string[]).includes(dir)) {
        throw new ContentError(`docs/${area.code}/${dir}`, `the ${area.code} docs have no section '${dir}'`);
      }
    }
  }
  for (const section of area.sections) {
    const written = readMarkdownDir(root, join('docs', area.code, section));
    const made = generatedFiles(generated, area, section);
    for (const file of made) {
      if (written.some((other) => other.slug === file.slug)) {
        throw new ContentError(file.name, `a generated page replaces ${file.slug}.md: remove the file`);
      }
    }
    const files = [...written, ...made];
    if (!files.some((file) => file.slug === DEFAULT_SUBPATH)) {
      throw new ContentError(`docs/${area.code}/${section}`, `every docs section needs its ${DEFAULT_SUBPATH}.md`);
    }
    for (const file of files) {
      if (!area.hasSubpages && file.slug !== DEFAULT_SUBPATH) {
        throw new ContentError(file.name, `/${area.code}/${section} is a single page: only ${DEFAULT_SUBPATH}.md`);
      }
      const { entry, data } = toEntry(file);
      const order = data.order ?? (file.slug === DEFAULT_SUBPATH ? 0 : 100);
      if (typeof order !== 'number' || !Number.isFinite(order)) {
        throw new ContentError(file.name, "'order' must be a number");
      }
      pages.push({
        ...entry,
        area: area.code,
        section,
        path: `${section}/${file.slug}`,
        webPath: docWebPath(area, section, file.slug),
        order,
      });
    }
  }
  const sectionIndex = (page: DocPage) => area.sections.indexOf(page.section);
  pages.sort((a, b) => sectionIndex(a) - sectionIndex(b) || a.order - b.order || a.title.localeCompare(b.title));
  return {
    area,
    pages,
    byPath: new Map(pages.map((page) => [page.path, page])),
    hash: shortHash(...pages.map((page) => page.hash)),
  };
}

function loadDocs(root: string, generated: readonly GeneratedDocPage[]): Map<string, DocAreaIndex> {
  const docsDir = join(root, 'docs');
  if (existsSync(docsDir)) {
    for (const dir of readdirSync(docsDir)) {
      if (statSync(join(docsDir, dir)).isDirectory() && !getDocArea(dir)) {
        throw new ContentError(`docs/${dir}`, `unknown docs area '${dir}'`);
      }
    }
  }
  return new Map(DOC_AREAS.map((area) => [area.code, loadDocArea(root, area, generated)]));
}

function readYamlList(root: string, name: string): { source: string; items: Record<string, unknown>[] } {
  const source = readFileSync(join(root, name), 'utf8');
  const value = parseYaml(name, source);
  if (!Array.isArray(value)) throw new ContentError(name, 'must be a YAML list');
  return { source, items: value.map((item, i) => asRecord(name, item, `entry ${i + 1}`)) };
}

/** Our research papers: `papers/{id}.md` with the usual front matter and an `abstract`. */
function loadResearchPapers(root: string): { documents: PaperDocument[]; hash: string } {
  const files = readMarkdownDir(root, 'papers');
  const documents = files.map((file): PaperDocument => {
    const { entry, data } = toEntry(file);
    const paper: Paper = {
      id: file.slug,
      kind: 'research',
      title: entry.title,
      authors: [entry.author],
      year: Number(entry.date.slice(0, 4)),
      venue: 'Moodwire research paper',
      summary: entry.summary,
      href: null,
      tags: entry.tags,
      ours: true,
      date: entry.date,
      abstract: requireString(file.name, data, 'abstract'),
      downloadUrl: `/papers/${file.slug}.html`,
    };
    return { paper, entry, document: renderPaperDocument(paper, entry) };
  });
  documents.sort((a, b) => b.entry.date.localeCompare(a.entry.date) || a.paper.id.localeCompare(b.paper.id));
  return { documents, hash: shortHash(...files.map((file) => file.name), ...documents.map((doc) => doc.entry.hash)) };
}

function loadPapers(root: string): { papers: Paper[]; documents: Map<string, PaperDocument>; hash: string } {
  const name = 'papers.yaml';
  const { source, items } = readYamlList(root, name);
  const research = loadResearchPapers(root);
  const ids = new Set<string>(research.documents.map((doc) => doc.paper.id));
  const listed = items.map((item, i): Paper => {
    const where = `${name} entry ${i + 1}`;
    const id = requireString(where, item, 'id');
    if (!SLUG.test(id) || ids.has(id)) throw new ContentError(where, `'id' must be a unique slug, not '${id}'`);
    ids.add(id);
    const kind = item.kind;
    if (!(LISTED_PAPER_KINDS as readonly unknown[]).includes(kind)) {
      throw new ContentError(where, `'kind' must be one of ${LISTED_PAPER_KINDS.join(', ')}`);
    }
    const year = item.year;
    if (typeof year !== 'number' || !Number.isInteger(year) || year < 1900 || year > 2100) {
      throw new ContentError(where, "'year' must be a year such as 2011");
    }
    const href = sitePath(where, item, 'href');
    if (kind === 'method-note' && href === null) throw new ContentError(where, "a method note needs 'href'");
    return {
      id,
      kind: kind as PaperKind,
      title: requireString(where, item, 'title'),
      authors: requireStringList(where, item, 'authors'),
      year,
      venue: requireString(where, item, 'venue'),
      summary: requireString(where, item, 'summary'),
      href,
      tags: item.tags === undefined ? [] : requireStringList(where, item, 'tags'),
      ours: kind === 'method-note',
      date: null,
      abstract: null,
      downloadUrl: null,
    };
  });
  listed.sort((a, b) =>
    a.kind === b.kind ? a.year - b.year || a.id.localeCompare(b.id) : a.kind === 'method-note' ? -1 : 1,
  );
  return {
    papers: [...research.documents.map((doc) => doc.paper), ...listed],
    documents: new Map(research.documents.map((doc) => [doc.paper.id, doc])),
    hash: shortHash(name, source, research.hash),
  };
}

function loadFeatured(
  root: string,
  posts: Map<string, BlogPost>,
  docs: Map<string, DocAreaIndex>,
): { featured: FeaturedEntry[]; hash: string } {
  const name = 'featured.yaml';
  const { source, items } = readYamlList(root, name);
  const featured = items.map((item, i): FeaturedEntry => {
    const where = `${name} entry ${i + 1}`;
    const kind = item.kind;
    if (!(FEATURED_KINDS as readonly unknown[]).includes(kind)) {
      throw new ContentError(where, `'kind' must be one of ${FEATURED_KINDS.join(', ')}`);
    }
    const ref = requireString(where, item, 'ref');
    if (kind === 'post' && !posts.has(ref)) throw new ContentError(where, `no blog post '${ref}'`);
    if (kind === 'doc') {
      const [area = '', ...rest] = ref.split('/');
      if (!docs.get(area)?.byPath.has(rest.join('/'))) throw new ContentError(where, `no docs page '${ref}'`);
    }
    return {
      kind: kind as FeaturedKind,
      ref,
      title: requireString(where, item, 'title'),
      summary: requireString(where, item, 'summary'),
    };
  });
  return { featured, hash: shortHash(name, source) };
}

/** Reads, checks and renders every content file; throws a ContentError naming the file and field at fault. */
export function loadContent(options: LoadContentOptions = {}): ContentIndex {
  const root = options.root ?? CONTENT_ROOT;
  const announcements = loadAnnouncements(root);
  const news = loadNews(root);
  const posts = loadPosts(root);
  const postsBySlug = new Map(posts.map((post) => [post.slug, post]));
  const generated = options.generatedPages ?? (options.root === undefined ? GENERATED_DOC_PAGES : []);
  const docs = loadDocs(root, generated);
  const { papers, documents: paperDocuments, hash: papersHash } = loadPapers(root);
  const { featured, hash: featuredHash } = loadFeatured(root, postsBySlug, docs);
  const hashes = {
    announcements: shortHash(...announcements.map((entry) => entry.hash)),
    news: shortHash(...news.map((entry) => entry.hash)),
    posts: shortHash(...posts.map((entry) => entry.hash)),
    papers: papersHash,
    featured: featuredHash,
    all: '',
  };
  hashes.all = shortHash(...Object.values(hashes), ...[...docs.values()].map((area) => area.hash));
  return { announcements, news, posts, postsBySlug, docs, papers, paperDocuments, featured, hashes };
}
