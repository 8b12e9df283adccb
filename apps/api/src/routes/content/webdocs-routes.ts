/**
 * spec §7 '/webdocs/{a}/{b}' and '/webdocs/{a} with listing or listsearch': the documentation pages of spec §2.
 * Every call needs the docs permission (spec §6 'Docs | mdDocs'); a page also needs what its web page needs
 * (the route table of '@moodwire/domain': /pulse/guide needs pulseV1, /wrds/guide admin), so the API never serves a
 * page whose link the app shows disabled. Pages are looked up by name in the content index, never on disk.
 */
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  type ContentIndex,
  DEFAULT_SUBPATH,
  DOC_SECTIONS,
  type DocAreaIndex,
  type DocPage,
  queryTerms,
  searchDocs,
} from '@moodwire/content';
import { findRoute, meetsRequirement, type Requirement } from '@moodwire/domain';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_ERRORS } from '../../auth/account-messages';
import { currentAccount } from '../../auth/guards';
import { HttpError } from '../../http-error';
import { badParameter } from '../../lake/read-lake';
import { ApikeyQuery, dataOf, errorResponses, KEYED_SECURITY } from '../../schemas/common-schemas';
import { toUser } from '../../store/account-record';
import { contentEtag, contentNotModified, DOCS_CACHE } from './content-cache';
import { DocAreaAnswerSchema, DocPageSchema } from './content-schemas';

const NAME = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
const AreaParam = Type.String({
  pattern: NAME,
  maxLength: 40,
  description: 'Docs area: ma4, esg4, mms, pulse, radar, engine, transcripts, ma5, esg5, wrds, wrds-esg',
  examples: ['ma4'],
});
const SectionParam = Type.String({
  pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*(?:/[a-z0-9]+(?:-[a-z0-9]+)*)?$',
  maxLength: 121,
  description: `Section (guide, apidocs, research, mcpdocs), or section/page URL-encoded; alone it means its ${DEFAULT_SUBPATH} page`,
  examples: ['guide'],
});
const PageParam = Type.String({
  pattern: NAME,
  maxLength: 60,
  description: `Page within the section (default ${DEFAULT_SUBPATH})`,
  examples: ['indicators-and-sources'],
});
const MAX_SEARCH_RESULTS = 20;

function pageMeta(page: DocPage) {
  return {
    area: page.area,
    path: page.path,
    section: page.section,
    sectionTitle: DOC_SECTIONS[page.section],
    webPath: page.webPath,
    title: page.title,
    date: page.date,
    summary: page.summary,
    tags: page.tags,
    author: page.author,
  };
}

/** What the web page of a docs page requires (spec §2/§6 via the domain route table). */
function pageRequirement(webPath: string): Requirement {
  const route = findRoute(webPath);
  // Every docs page has a web page; a page without one is refused rather than served to everyone.
  return route?.requirement ?? { kind: 'admin' };
}

function neighbour(page: DocPage | undefined) {
  return page ? { path: page.path, title: page.title } : null;
}

export function webdocsRoutes(content: ContentIndex): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { ctx } = app;
    const config = { access: { area: 'docs' as const } };
    const common = { tags: ['content'], security: KEYED_SECURITY };

    function findArea(code: string): DocAreaIndex {
      const area = content.docs.get(code);
      if (!area) {
        throw new HttpError(404, 'Unknown docs area', {
          message: `There are no docs '${code}'. Areas: ${[...content.docs.keys()].join(', ')}.`,
        });
      }
      return area;
    }

    function assertMayRead(request: FastifyRequest, page: DocPage): void {
      const requirement = pageRequirement(page.webPath);
      if (meetsRequirement(requirement, toUser(currentAccount(request), ctx.now()))) return;
      throw new HttpError(403, ACCOUNT_ERRORS.permissionRequired, {
        message:
          requirement.kind === 'permission'
            ? `The page ${page.webPath} needs the ${requirement.permission} permission.`
            : requirement.kind === 'admin'
              ? `The page ${page.webPath} needs an admin account.`
              : `The page ${page.webPath} needs an account.`,
      });
    }

    function answerPage(request: FastifyRequest, areaCode: string, path: string) {
      const area = findArea(areaCode);
      const page = area.byPath.get(path);
      if (!page) {
        throw new HttpError(404, 'Unknown docs page', {
          message: `There is no page '${path}' in the ${areaCode} docs; ask /webdocs/${areaCode}?listing=true for its pages.`,
        });
      }
      assertMayRead(request, page);
      const index = area.pages.indexOf(page);
      return {
        page,
        body: {
          ...pageMeta(page),
          html: page.html,
          headings: page.headings,
          previous: neighbour(area.pages[index - 1]),
          next: neighbour(area.pages[index + 1]),
        },
      };
    }

    app.get(
      '/webdocs/:area',
      {
        config,
        schema: {
          ...common,
          summary: 'The table of contents of a docs area (listing), or a search in it (listsearch)',
          description: 'Pass exactly one of `listing=true` and `listsearch`.',
          params: Type.Object({ area: AreaParam }),
          querystring: Type.Object({
            listing: Type.Optional(
              Type.Union([Type.Literal('true'), Type.Literal('1'), Type.Literal('')], {
                description: 'The table of contents: `listing=true`, `listing=1`, or a bare `listing`',
                examples: ['true'],
              }),
            ),
            listsearch: Type.Optional(
              Type.String({
                maxLength: 200,
                description: 'Words that every page found must contain',
                examples: ['hourly window'],
              }),
            ),
            apikey: ApikeyQuery,
          }),
          response: {
            200: dataOf(DocAreaAnswerSchema, 'Table of contents or search results'),
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const listing = request.query.listing !== undefined;
        const search = request.query.listsearch?.trim() ?? '';
        if (listing && search !== '') {
          throw badParameter('listsearch', 'pass either listing or listsearch, not both');
        }
        if (!listing && search === '') {
          throw badParameter('listing', 'pass listing=true for the table of contents, or listsearch=words to search');
        }
        const area = findArea(request.params.area);
        const first = area.pages[0];
        if (first) assertMayRead(request, first);
        if (search !== '' && queryTerms(search).length === 0) {
          throw badParameter('listsearch', 'must contain at least one letter or digit');
        }
        if (contentNotModified(request, reply, contentEtag(area.hash), DOCS_CACHE)) return reply;
        if (listing) {
          return { data: { area: area.area.code, title: area.area.title, pages: area.pages.map(pageMeta) } };
        }
        const results = searchDocs({ pages: area.pages, query: search, limit: MAX_SEARCH_RESULTS });
        return {
          data: {
            area: area.area.code,
            title: area.area.title,
            query: search,
            results: results.map((result) => ({ ...pageMeta(result.page), snippet: result.snippet })),
          },
        };
      },
    );

    app.get(
      '/webdocs/:area/:section',
      {
        config,
        schema: {
          ...common,
          summary: `One docs page: a section's ${DEFAULT_SUBPATH} page, or section/page URL-encoded`,
          params: Type.Object({ area: AreaParam, section: SectionParam }),
          querystring: Type.Object({ apikey: ApikeyQuery }),
          response: { 200: dataOf(DocPageSchema, 'The page'), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { area, section } = request.params;
        const path = section.includes('/') ? section : `${section}/${DEFAULT_SUBPATH}`;
        const { page, body } = answerPage(request, area, path);
        if (contentNotModified(request, reply, contentEtag(page.hash), DOCS_CACHE)) return reply;
        return { data: body };
      },
    );

    app.get(
      '/webdocs/:area/:section/:page',
      {
        config,
        schema: {
          ...common,
          summary: 'One docs page with its HTML, headings and neighbours in the table of contents',
          params: Type.Object({ area: AreaParam, section: PageParam, page: PageParam }),
          querystring: Type.Object({ apikey: ApikeyQuery }),
          response: { 200: dataOf(DocPageSchema, 'The page'), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { area, section, page: name } = request.params;
        const { page, body } = answerPage(request, area, `${section}/${name}`);
        if (contentNotModified(request, reply, contentEtag(page.hash), DOCS_CACHE)) return reply;
        return { data: body };
      },
    );
  };
}
