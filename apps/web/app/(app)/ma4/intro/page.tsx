import { Grid3x3, LineChart, Table2 } from 'lucide-react';
import Link from 'next/link';
import { INTRO_LINK_CLASS, ProductIntro } from '@/components/marketing/product-intro';
import { SolutionChart } from '@/components/marketing/solution-chart';
import { routePageMetadata } from '@/lib/seo/page-metadata';

export const metadata = routePageMetadata(
  '/ma4/intro',
  'Sentiment analytics v4: daily and hourly sentiment, buzz and emotion indices for companies, countries, currencies, crypto and commodities.',
);

// The example is read live from the API on each request (it follows the current data).
export const dynamic = 'force-dynamic';

const ICON = 'size-5 text-brand-600';

/** /ma4/intro, the public page about LMA, the market sentiment analytics (spec §2 'Public'; issue 16). */
export default function Ma4IntroPage() {
  return (
    <ProductIntro
      product="LMA"
      title="Sentiment, buzz and emotions for every asset, every day"
      lead="LMA reads news and social media with our open NLP engine and turns what it reads into indices: how much each company, country, currency, commodity and coin is talked about (buzz), in what tone (sentiment) and with which emotions (fear, joy, stress and more), daily and, for recent months, hourly."
      tool={{ href: '/ma4/heatmaps', label: 'Open the heatmaps' }}
      example={{
        heading: 'A live example',
        lead: 'The most talked-about companies on the last day of our current data, drawn on the server just now.',
        content: (
          <SolutionChart
            title="Top 100 by Buzz: the day’s heatmap"
            spec={{ kind: 'heatmap', groups: ['equ_top100'], maxnum: 30, labelBy: 'symbol' }}
          />
        ),
      }}
      points={{
        heading: 'What you get',
        items: [
          {
            icon: <LineChart aria-hidden className={ICON} />,
            title: 'Charts and asset pages',
            text: 'Any indicator of any asset over its whole history, by source (news, social, or both), with prices beside it and the articles behind each day.',
          },
          {
            icon: <Grid3x3 aria-hidden className={ICON} />,
            title: 'Heatmaps and world maps',
            text: 'A whole group at a glance: tiles sized by buzz and coloured by any indicator, and countries coloured on a map, for any day.',
          },
          {
            icon: <Table2 aria-hidden className={ICON} />,
            title: 'Screener and downloads',
            text: 'Rank a group by up to eight indicators at once; download the data by class or by asset, or read it through the data API.',
          },
        ],
      }}
      footer={
        <>
          The same data is in the data API (<code>/rma/v4/data</code>), documented in the{' '}
          <Link className={INTRO_LINK_CLASS} href="/ma4/apidocs">
            LMA API docs
          </Link>
          ; the{' '}
          <Link className={INTRO_LINK_CLASS} href="/ma4/guide">
            LMA guide
          </Link>{' '}
          explains every indicator. The analytics pages need an account; downloads need an LMA data permission.
        </>
      }
    />
  );
}
