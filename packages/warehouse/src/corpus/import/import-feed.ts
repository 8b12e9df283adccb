/**
 * RSS 2.0 (<item>) and Atom (<entry>) feeds. A small purpose-built reader: it extracts the few elements a
 * document needs, decodes CDATA and entities, and strips markup from HTML content.
 */
import { type CorpusDocument, type ImportError, type ImportResult, toImportedDocument } from '../document';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Text of an element's content: CDATA unwrapped, entities decoded, HTML tags removed, whitespace collapsed. */
function elementText(raw: string): string {
  let value = raw.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, inner: string) => inner.replace(/&/g, '&amp;'));
  value = decodeEntities(value);
  // Content is often escaped HTML: after decoding, drop its tags too.
  value = value.replace(/<[^>]+>/g, ' ');
  return decodeEntities(value).replace(/\s+/g, ' ').trim();
}

function firstElement(block: string, names: readonly string[]): string | undefined {
  for (const name of names) {
    const match = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, 'i').exec(block);
    if (match) return elementText(match[1] ?? '');
  }
  return undefined;
}

function atomLink(block: string): string | undefined {
  const links = [...block.matchAll(/<link\b([^>]*)\/?>/gi)].map((m) => m[1] ?? '');
  const preferred = links.find((attrs) => !/rel=["'](?!alternate)/i.test(attrs)) ?? links[0];
  const href = preferred ? /href=["']([^"']+)["']/i.exec(preferred)?.[1] : undefined;
  return href ? decodeEntities(href) : undefined;
}

export function importFeed(file: string, content: string, now?: number): ImportResult {
  const documents: CorpusDocument[] = [];
  const errors: ImportError[] = [];
  const isAtom =
    /<feed\b[^>]*xmlns=["']http:\/\/www\.w3\.org\/2005\/Atom["']/i.test(content) || /<entry\b/i.test(content);
  const isRss = /<rss\b|<rdf:RDF\b/i.test(content) || /<item\b/i.test(content);
  if (!isAtom && !isRss) {
    return { documents, errors: [{ file, line: 1, reason: 'neither an RSS nor an Atom feed' }], read: 0 };
  }
  const feedTitle = firstElement(content.replace(/<(item|entry)\b[\s\S]*$/i, ''), ['title']);
  const tag = isAtom && !/<item\b/i.test(content) ? 'entry' : 'item';
  const pattern = new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)(</${tag}>|(?=<${tag}\\b)|$)`, 'gi');
  let read = 0;
  for (const match of content.matchAll(pattern)) {
    read += 1;
    const line = content.slice(0, match.index).split('\n').length;
    if (!match[2]) {
      errors.push({ file, line, reason: `<${tag}> is not closed` });
      continue;
    }
    const block = match[1] ?? '';
    const raw =
      tag === 'item'
        ? {
            id: firstElement(block, ['guid']),
            time: firstElement(block, ['pubDate', 'dc:date']),
            title: firstElement(block, ['title']),
            body: firstElement(block, ['content:encoded', 'description']),
            url: firstElement(block, ['link']),
          }
        : {
            id: firstElement(block, ['id']),
            time: firstElement(block, ['published', 'updated']),
            title: firstElement(block, ['title']),
            body: firstElement(block, ['content', 'summary']),
            url: atomLink(block),
          };
    const check = toImportedDocument({ ...raw, sourceType: 'news', outlet: feedTitle }, now);
    if (check.ok) documents.push(check.document);
    else errors.push({ file, line, reason: check.reason });
  }
  return { documents, errors, read };
}
