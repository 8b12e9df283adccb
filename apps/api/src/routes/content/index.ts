/**
 * The content calls (spec §7): home announcements, news, blog and featured items (public), documentation pages
 * and their generated files (docs permission), and papers (login). The content is loaded and rendered once, when
 * the API starts; a content file with a bad field stops the start with an error naming the file.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loadContent } from '@moodwire/content';
import type { LakeView } from '../../lake/open-lake';
import { homeRoutes } from './home-routes';
import { outputRoutes } from './output-routes';
import { papersRoutes } from './papers-routes';
import { webdocsRoutes } from './webdocs-routes';

export function contentRoutes(lakes: LakeView): FastifyPluginAsyncTypebox {
  return async (app) => {
    const content = loadContent();
    await app.register(homeRoutes(content, lakes));
    await app.register(webdocsRoutes(content));
    await app.register(outputRoutes);
    await app.register(papersRoutes(content));
  };
}
