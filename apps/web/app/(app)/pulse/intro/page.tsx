import { Filter, LayoutDashboard, Radio } from 'lucide-react';
import Link from 'next/link';
import { INTRO_LINK_CLASS, ProductIntro } from '@/components/marketing/product-intro';
import { PulseIntroExample } from '@/components/pulse/pulse-intro-example';
import { routePageMetadata } from '@/lib/seo/page-metadata';

export const metadata = routePageMetadata(
  '/pulse/intro',
  'Pulse turns the news and social flow into events: the moments an asset is talked about far more than usual, ' +
    'with the story, its topic, its tone and how big a surprise it is.',
);

// The example is read live from the API on each request (it follows the current data).
export const dynamic = 'force-dynamic';

const ICON = 'size-5 text-brand-600';

/** /pulse/intro, the public page about Pulse (spec §2 'Public'; issue 15). */
export default function PulseIntroPage() {
  return (
    <ProductIntro
      product="Pulse"
      title="The events that move the conversation, as they happen"
      lead="Pulse watches the buzz and tone of every company, country, currency, commodity and coin against its own normal. When an asset is suddenly talked about far more than usual, it records an event: the top story, its topic, its sentiment, a summary and a pulse level from 1 to 3 for the size of the surprise."
      tool={{ href: '/pulse/tool', label: 'Open the Pulse tool' }}
      example={{
        heading: 'A live example',
        lead: 'The strongest company events of the last week of our current data, read on the server just now.',
        content: <PulseIntroExample />,
      }}
      points={{
        heading: 'What you get',
        items: [
          {
            icon: <Radio aria-hidden className={ICON} />,
            title: 'An event feed',
            text: 'Newest first, each event with its headline, topic, sentiment, pulse level, summary and the articles behind it.',
          },
          {
            icon: <Filter aria-hidden className={ICON} />,
            title: 'Every filter',
            text: 'Asset class or one asset, dates, domicile, exchange country, economic sector, topic, pulse level and sentiment; every view is a link you can share.',
          },
          {
            icon: <LayoutDashboard aria-hidden className={ICON} />,
            title: 'A dashboard',
            text: 'Events by topic, sector and country over time, the strongest events now and a world map.',
          },
        ],
      }}
      footer={
        <>
          The same feed is an API call (<code>/pulse/v1/events</code>) for your own systems. Pulse pages need the Pulse
          permission; the{' '}
          <Link className={INTRO_LINK_CLASS} href="/pulse/guide">
            Pulse guide
          </Link>{' '}
          explains how events are detected.
        </>
      }
    />
  );
}
