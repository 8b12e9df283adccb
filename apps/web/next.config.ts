import { resolve } from 'node:path';
import type { NextConfig } from 'next';

// `next build` / `next start` run with the workspace as cwd (npm -w); the monorepo root is two levels up.
const monorepoRoot = resolve(process.cwd(), '../..');

// Headers that never vary per request. The Content-Security-Policy needs a per-request nonce and the
// runtime GEO_LOOKUP_URL, so proxy.ts sets it.
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Lets a second build live beside the default one (for example a developer's check while tests use .next).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  transpilePackages: ['@moodwire/domain'],
  // Build workers can exhaust a 2-core machine (ARCHITECTURE.md 'Known pitfalls').
  experimental: { cpus: 1 },
  turbopack: { root: monorepoRoot },
  outputFileTracingRoot: monorepoRoot,
  // The visitor-country route reads the IP-to-country database from node_modules at run time (not an import):
  // trace it so that a copied-out build (output: 'standalone') carries it.
  outputFileTracingIncludes: {
    '/api/visitor-country': [
      '../../node_modules/@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb',
    ],
  },
  async headers() {
    // The embeddable widgets (/widget/*) are shown in iframes on other sites: no X-Frame-Options there (their
    // CSP frame-ancestors says who may frame them, proxy.ts); every other page stays unframeable.
    return [
      { source: '/((?!widget/).*)', headers: SECURITY_HEADERS },
      { source: '/widget/:path*', headers: SECURITY_HEADERS.filter((header) => header.key !== 'X-Frame-Options') },
    ];
  },
};

export default nextConfig;
