import type { Metadata } from 'next';
import Link from 'next/link';
import { MarketingPage, Prose } from '@/components/marketing/marketing-page';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata: Metadata = pageMetadata({
  path: '/terms',
  title: 'Terms of Use',
  description: 'The terms of use of the Moodwire web application, its API and its MCP interface.',
});

export default function TermsPage() {
  return (
    <MarketingPage eyebrow="Legal" title="Terms of Use">
      <Prose>
        <p>
          These terms apply to the Moodwire web application, its API and its MCP interface (together, the service). By
          using the service you accept them.
        </p>
        <h2>Accounts and API keys</h2>
        <p>
          An account is personal. Keep your password and your API key confidential; every request made with your key
          counts as yours. Trial accounts and subscriptions end on the expiry date shown under Account Info, at the end
          of that day.
        </p>
        <h2>The data</h2>
        <p>
          Indices, scores and files are licensed for the use your subscription or trial describes. Do not resell or
          redistribute them unless your agreement allows it. The demo dataset is simulated and must not be read as a
          record of real events.
        </p>
        <h2>No investment advice</h2>
        <p>
          The service measures what news and social media say. It is not investment advice, and past values of an index
          do not predict future returns.
        </p>
        <h2>Availability and liability</h2>
        <p>
          We work to keep the service available and correct but provide it as is, without warranty. To the extent the
          law allows, we are not liable for losses arising from its use or from decisions based on its data.
        </p>
        <h2>Self-hosted deployments</h2>
        <p>
          When an organisation runs Moodwire on its own servers, that organisation operates the service and its own
          terms apply to its users.
        </p>
        <h2>Questions</h2>
        <p>
          Write to us through the <Link href="/contact-us">contact form</Link>.
        </p>
      </Prose>
    </MarketingPage>
  );
}
