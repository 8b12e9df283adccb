/** What the calls of the asset page share (asset-page-routes.ts lists them). */
import type { SourceName } from '@moodwire/domain';
import { ApikeyQuery } from '../../schemas/common-schemas';
import { AssetParam, ClassParam, OptionalGroupParam } from './web-params';

/** The query every asset-page call starts from: the asset, and the class or group it is opened in. */
export const ASSET_PAGE_QUERY = {
  asset: AssetParam,
  cls: ClassParam,
  group: OptionalGroupParam,
  apikey: ApikeyQuery,
};

/** Source of the asset page's figures unless src says. */
export const ASSET_PAGE_SOURCE: SourceName = 'News_Social';
