import type { Metadata } from 'next';
import { ContactForm } from '@/components/marketing/contact-form';
import { MarketingPage } from '@/components/marketing/marketing-page';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata: Metadata = pageMetadata({
  path: '/contact-us',
  title: 'Contact Us',
  description: 'Questions about the data, a trial, self-hosting or your account: write to us and we answer by email.',
});

export default function ContactUsPage() {
  return (
    <MarketingPage
      eyebrow="Contact Us"
      title="Talk to us"
      lead="Questions about the data, a trial, self-hosting or an extension of your account: write to us and we will answer by email."
    >
      <div className="mt-10 max-w-xl">
        <ContactForm />
      </div>
    </MarketingPage>
  );
}
