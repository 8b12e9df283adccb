import { describe, expect, it } from 'vitest';
import { buildCsp, isFrameablePath, originOf } from './build-csp';

describe('Content-Security-Policy', () => {
  const csp = buildCsp({ nonce: 'abc', connectOrigins: ['http://127.0.0.1:4199'], isDev: false, isHttps: false });

  it('allows scripts only with the nonce and never eval in production', () => {
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('lets the browser reach the visitor-location provider and nothing else outside the origin', () => {
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:4199;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('lets other sites frame the embeddable widgets and nothing else', () => {
    const widget = buildCsp({ nonce: 'n', connectOrigins: [], isDev: false, isHttps: false, frameable: true });
    expect(widget).toContain('frame-ancestors *;');
    expect(widget).not.toContain("frame-ancestors 'none'");
    expect(isFrameablePath('/widget/heatmap')).toBe(true);
    for (const path of ['/widgets', '/widget', '/ma4/heatmaps', '/asset/US', '/x/widget/a']) {
      expect(isFrameablePath(path), path).toBe(false);
    }
  });

  it('upgrades insecure requests only over https', () => {
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(buildCsp({ nonce: 'n', connectOrigins: [], isDev: false, isHttps: true })).toContain(
      'upgrade-insecure-requests',
    );
  });

  it('takes the origin of the provider URL', () => {
    expect(originOf('https://ipapi.co/json/')).toBe('https://ipapi.co');
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('not a url')).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });
});
