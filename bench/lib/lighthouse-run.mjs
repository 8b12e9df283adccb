// Lighthouse (the npm package) on Debian's Chromium, for the public pages of issue 16: one page, one preset
// (desktop or mobile), the performance category only, in a Chromium of its own (chrome-launcher) so that no
// cache or session of the other measures leaks in.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** Flags of issue 16, and those without which Chromium's background calls are refused by a closed network. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Starts one Chromium for a series of Lighthouse runs; `run(url, preset)` answers the figures of one run:
 * performance score (0..1), LCP, TBT (ms), CLS, and the compressed (transferred) bytes of the page's scripts.
 * Mobile is Lighthouse's default (a mid-range phone, simulated slow 4G and 4x CPU slowdown); desktop its desktop
 * config (simulated cable, no CPU slowdown).
 */
export async function startLighthouse({ chromePath }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const runOnce = async (url, preset) => {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no report for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  };
  const run = async (url, preset) => {
    let lhr;
    // Lighthouse itself asks to be run again when its trace misses the navigation (NO_NAVSTART, NO_FCP on a busy
    // machine): up to three attempts, then the error stands.
    for (let attempt = 1; !lhr; attempt += 1) {
      try {
        lhr = await runOnce(url, preset);
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = requests.filter((item) => item.resourceType === 'Script');
    return {
      score: lhr.categories.performance.score,
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcpMs: audit('first-contentful-paint'),
      scriptBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      scriptCount: scripts.length,
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      warnings: lhr.runWarnings ?? [],
    };
  };
  return { run, stop: () => chrome.kill() };
}
