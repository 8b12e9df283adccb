import { Newspaper, Scale, Table2 } from 'lucide-react';
import Link from 'next/link';
import { INTRO_LINK_CLASS, ProductIntro } from '@/components/marketing/product-intro';
import { MmsIntroExample } from '@/components/mms/mms-intro-example';
import { routePageMetadata } from '@/lib/seo/page-metadata';

export const metadata = routePageMetadata(
  '/mms/intro',
  'Media sentiment scores (MMS) measure each news outlet and social platform: how much it writes about markets, ' +
    'in what tone, and how far that tone leans from the rest of the press.',
);

// The example is read live from the API on each request (it follows the current data).
export const dynamic = 'force-dynamic';

const ICON = 'size-5 text-brand-600';

/** /mms/intro, the public page about media sentiment scores (spec §2 'Public'; issue 15). */
export default function MmsIntroPage() {
  return (
    <ProductIntro
      product="MMS"
      title="Know the tone of the source, not just the story"
      lead="Media sentiment scores rate every outlet we read, day by day: what it published, how positive or negative it was about the assets it covered, and its bias, the gap between its tone and the rest of the press on the same assets."
      tool={{ href: '/mms/screener', label: 'Open the MMS screener' }}
      example={{
        heading: 'A live example',
        lead: 'The outlets that leaned most and least kindly over the last 30 days of our current data, read on the server just now.',
        content: <MmsIntroExample />,
      }}
      points={{
        heading: 'What you get',
        items: [
          {
            icon: <Newspaper aria-hidden className={ICON} />,
            title: 'Scores per outlet and day',
            text: 'Documents, asset mentions, buzz, sentiment, the positive and negative shares, and bias, for news outlets and social platforms alike.',
          },
          {
            icon: <Table2 aria-hidden className={ICON} />,
            title: 'A screener',
            text: 'Rank outlets by any score over the days you choose, then see the assets one outlet wrote about and how its tone on each compares with the press.',
          },
          {
            icon: <Scale aria-hidden className={ICON} />,
            title: 'Bias you can correct for',
            text: 'Weigh a source by how far it leans before you trade on its headlines.',
          },
        ],
      }}
      footer={
        <>
          The scores are an API call too (<code>/mms/v3/data</code>), documented in the{' '}
          <Link className={INTRO_LINK_CLASS} href="/mms/apidocs">
            MMS API docs
          </Link>{' '}
          and explained in the{' '}
          <Link className={INTRO_LINK_CLASS} href="/mms/guide">
            MMS guide
          </Link>
          . The screener and the data need an account with the MMS data permission.
        </>
      }
    />
  );
}
