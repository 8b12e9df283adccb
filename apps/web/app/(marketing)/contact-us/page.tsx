import type { Metadata } from 'next';
import { ContactForm } from '@/components/marketing/contact-form';
import { MarketingPage } from '@/components/marketing/marketing-page';

export const metadata: Metadata = { title: 'Contact Us' };

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
