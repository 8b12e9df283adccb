import { ShieldAlert, SlidersHorizontal, TrendingUp } from 'lucide-react';
import Link from 'next/link';
import { EsgRanksExample } from '@/components/marketing/esg-ranks-example';
import { INTRO_LINK_CLASS, ProductIntro } from '@/components/marketing/product-intro';
import { routePageMetadata } from '@/lib/seo/page-metadata';

export const metadata = routePageMetadata(
  '/esg4/intro',
  'ESG analytics v4: environmental, social and governance indices computed from news and social media for every covered company.',
);

// The example is read live from the API on each request (it follows the current data).
export const dynamic = 'force-dynamic';

const ICON = 'size-5 text-brand-600';

/** /esg4/intro, the public page about LMA-ESG (spec §2 'Public'; issue 16). */
export default function Esg4IntroPage() {
  return (
    <ProductIntro
      product="LMA-ESG"
      title="ESG from what the media report, updated every day"
      lead="LMA-ESG reads the environmental, social and governance coverage of every company and country and ranks it daily: an overall ESG rank, environment, social and governance pillars, categories, and a controversies rank kept apart so that a scandal is not averaged away. ESG Advanced adds the raw indicator scores per category."
      tool={{ href: '/esg4/heatmaps', label: 'Open the ESG heatmaps' }}
      example={{
        heading: 'A live example',
        lead: 'ESG Core ranks of the most-covered companies on the last day of our current data, read on the server just now.',
        content: <EsgRanksExample title="ESG Core ranks, most-covered companies" />,
      }}
      points={{
        heading: 'What you get',
        items: [
          {
            icon: <TrendingUp aria-hidden className={ICON} />,
            title: 'Daily ranks',
            text: 'ESG Core ranks from 1 to 100 over a rolling 365-day window of coverage, for companies and countries, with their full history.',
          },
          {
            icon: <ShieldAlert aria-hidden className={ICON} />,
            title: 'Controversies apart',
            text: 'A controversies rank of its own (1 is the most controversial) and a combined score that blends it with the overall rank.',
          },
          {
            icon: <SlidersHorizontal aria-hidden className={ICON} />,
            title: 'Every analytics screen',
            text: 'Group overviews, charts, heatmaps, world maps, the screener, scores analysis and downloads, as for LMA.',
          },
        ],
      }}
      footer={
        <>
          The ranks are in the data API (<code>/esg/v4/data</code>), documented in the{' '}
          <Link className={INTRO_LINK_CLASS} href="/esg4/apidocs">
            LMA-ESG API docs
          </Link>
          ; the{' '}
          <Link className={INTRO_LINK_CLASS} href="/esg4/guide">
            LMA-ESG guide
          </Link>{' '}
          explains how they are computed. The ESG pages and data need an account with the ESG data permission.
        </>
      }
    />
  );
}
