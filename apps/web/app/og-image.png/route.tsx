import { ImageResponse } from 'next/og';
import { OG_IMAGE } from '@/lib/seo/page-metadata';

// Drawn once at build time: the same card for every public page (lib/seo/page-metadata.ts links it).
export const dynamic = 'force-static';

/** The Open Graph image of the public site: the name, what it does, in the brand's colours. */
export function GET() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: '80px',
        background: 'linear-gradient(135deg, #0f172a 0%, #1f3b6e 100%)',
        color: '#f8fafc',
      }}
    >
      <div style={{ fontSize: 34, color: '#93c5fd', letterSpacing: 2, textTransform: 'uppercase' }}>
        Market sentiment, ESG and media analytics
      </div>
      <div style={{ marginTop: 24, fontSize: 96, fontWeight: 700 }}>Moodwire</div>
      <div style={{ marginTop: 24, fontSize: 40, color: '#cbd5e1', maxWidth: 960 }}>
        What the news says about every asset, as data: in the app, as downloads, through the API and MCP.
      </div>
    </div>,
    { width: OG_IMAGE.width, height: OG_IMAGE.height },
  );
}
