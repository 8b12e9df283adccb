import { ACCOUNT_LINK_POLL_INTERVAL_MS, ACCOUNT_LINK_POLL_LIMIT_MS, formatDecimal, MESSAGES } from '@moodwire/domain';
import { KeyRound, LogIn, RefreshCw, Server, ShieldCheck } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { INTRO_LINK_CLASS } from '@/components/marketing/product-intro';
import { routePageMetadata } from '@/lib/seo/page-metadata';
import { MACHINE_ID_PREFIX } from '@/lib/session/sign-in';

export const metadata = routePageMetadata(
  '/rdpsetup',
  'How to link a data-provider machine ID to your Moodwire account, step by step.',
);

const seconds = (ms: number) => formatDecimal(ms / 1000, 0);

interface Step {
  icon: ReactNode;
  title: string;
  text: ReactNode;
}

const ICON = 'size-5 text-brand-600 dark:text-brand-500';

/**
 * The account-linking flow of spec §4, as the sign-in form runs it (lib/session/sign-in.ts): the texts and limits
 * are the same constants, so the page cannot drift from the flow.
 */
const STEPS: readonly Step[] = [
  {
    icon: <LogIn aria-hidden className={ICON} />,
    title: 'Sign in with your machine ID',
    text: (
      <>
        Open{' '}
        <Link className={INTRO_LINK_CLASS} href="/signin">
          Sign in
        </Link>{' '}
        and enter the machine ID your data provider gave you as the username: it begins with{' '}
        <code className="font-semibold">{MACHINE_ID_PREFIX}</code> (for example{' '}
        <code>{MACHINE_ID_PREFIX}1A2B-3C4D</code>), with its password. The first time, the sign-in fails on purpose: the
        machine ID is known to your provider but not yet to us.
      </>
    ),
  },
  {
    icon: <Server aria-hidden className={ICON} />,
    title: 'The account is initialized',
    text: (
      <>
        Instead of an error, the form shows <q className="font-medium">{MESSAGES.accountLinking}</q>. Behind it, the
        browser makes an sftp login with the same credentials: the provider’s directory confirms the machine ID and we
        create your account with the permissions of your subscription.
      </>
    ),
  },
  {
    icon: <RefreshCw aria-hidden className={ICON} />,
    title: 'The form waits until the account is active',
    text: (
      <>
        It asks for the account’s status every {seconds(ACCOUNT_LINK_POLL_INTERVAL_MS)} seconds (
        {formatDecimal(ACCOUNT_LINK_POLL_INTERVAL_MS, 0)} ms), for at most {seconds(ACCOUNT_LINK_POLL_LIMIT_MS)} seconds
        ({formatDecimal(ACCOUNT_LINK_POLL_LIMIT_MS, 0)} ms). Keep the page open meanwhile. If the account is not active
        by then, the form shows an error: sign in again a little later, or write to us.
      </>
    ),
  },
  {
    icon: <ShieldCheck aria-hidden className={ICON} />,
    title: 'Account Link Success',
    text: (
      <>
        Once the account is active, the form signs you in and opens the app with a notice titled{' '}
        <q className="font-medium">{MESSAGES.accountLinkSuccessTitle}</q>: <q>{MESSAGES.accountLinkSuccessText}</q>
      </>
    ),
  },
  {
    icon: <KeyRound aria-hidden className={ICON} />,
    title: 'Afterwards',
    text: (
      <>
        The link is made once. From then on the same machine ID and password sign you in directly, on this machine or
        any other, and Account Info shows your API key for the data API.
      </>
    ),
  },
];

/** /rdpsetup, public: how to link a data-provider (LSEG RDP) machine ID (spec §2 'Public', §4 'Account linking'). */
export default function RdpSetupPage() {
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex max-w-3xl flex-col gap-3">
        <p className="font-semibold text-brand-600 text-sm uppercase tracking-wide dark:text-brand-500">RDP Setup</p>
        <h1 className="font-semibold text-3xl text-slate-900 tracking-tight sm:text-4xl dark:text-white">
          Link your LSEG RDP machine ID
        </h1>
        <p className="text-lg text-slate-600 dark:text-slate-300">
          If you reach Moodwire through LSEG’s Refinitiv Data Platform, you already have credentials: a machine ID and
          its password. The first sign-in with them links that ID to a Moodwire account. It takes a minute or two and
          happens once.
        </p>
        <div className="flex flex-wrap gap-3 pt-1">
          <Link
            href="/signin"
            className="rounded-md bg-brand-600 px-4 py-2 font-medium text-sm text-white hover:bg-brand-700"
          >
            Sign in to link your ID
          </Link>
          <Link
            href="/contact-us"
            className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 text-sm hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            No machine ID? Contact us
          </Link>
        </div>
      </header>

      <section aria-labelledby="rdp-steps" className="flex flex-col gap-4">
        <h2 id="rdp-steps" className="font-semibold text-slate-900 text-xl dark:text-slate-100">
          The linking, step by step
        </h2>
        <ol data-testid="rdp-steps" className="flex flex-col gap-3">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <span
                aria-hidden
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-700 text-sm dark:bg-slate-800 dark:text-brand-100"
              >
                {index + 1}
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-slate-100">
                  {step.icon}
                  <span>
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </span>
                </h3>
                <p className="text-slate-700 text-sm leading-relaxed dark:text-slate-300">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="rdp-trouble" className="flex flex-col gap-2">
        <h2 id="rdp-trouble" className="font-semibold text-slate-900 text-xl dark:text-slate-100">
          If it does not work
        </h2>
        <ul className="ml-5 list-disc space-y-1 text-slate-700 text-sm dark:text-slate-300">
          <li>
            Only usernames beginning with <code>{MACHINE_ID_PREFIX}</code> start the linking; an email address or a
            Moodwire username signs in as usual.
          </li>
          <li>
            A wrong password or a machine ID your provider does not know stops the linking with an error; check the
            credentials your provider sent.
          </li>
          <li>
            Still stuck? Write to us from the{' '}
            <Link className={INTRO_LINK_CLASS} href="/contact-us">
              contact page
            </Link>{' '}
            with your machine ID (never your password).
          </li>
        </ul>
      </section>
    </main>
  );
}
