/**
 * The documentation areas of spec §2 and the web paths their pages live at: /ma4 and /esg4 have guide, apidocs
 * and research with subpaths (default subpath `overview`); the product areas have single pages (/mms/guide,
 * /radar/mcpdocs, ...). A docs page is named by its area and its path `section/page`, e.g. `ma4` +
 * `guide/overview`; single-page sections have only the page `overview`.
 */
export const DOC_SECTIONS = {
  guide: 'User Guide',
  apidocs: 'API Docs',
  research: 'Research',
  mcpdocs: 'MCP Docs',
} as const;
export type DocSectionCode = keyof typeof DOC_SECTIONS;

export interface DocArea {
  code: string;
  title: string;
  sections: readonly DocSectionCode[];
  /** Whether sections have subpages (spec §2 `[[...subpath]]`); otherwise each section is one page. */
  hasSubpages: boolean;
}

export const DEFAULT_SUBPATH = 'overview';

export const DOC_AREAS: readonly DocArea[] = [
  { code: 'ma4', title: 'LMA (market analytics v4)', sections: ['guide', 'apidocs', 'research'], hasSubpages: true },
  { code: 'esg4', title: 'LMA-ESG (ESG analytics v4)', sections: ['guide', 'apidocs', 'research'], hasSubpages: true },
  { code: 'mms', title: 'Media-sentiment scores (MMS)', sections: ['guide', 'apidocs'], hasSubpages: false },
  { code: 'pulse', title: 'Pulse', sections: ['guide'], hasSubpages: false },
  { code: 'radar', title: 'Radar', sections: ['guide', 'mcpdocs', 'research'], hasSubpages: false },
  { code: 'engine', title: 'NLP engine', sections: ['guide', 'research'], hasSubpages: false },
  { code: 'transcripts', title: 'Transcripts', sections: ['guide'], hasSubpages: false },
  { code: 'ma5', title: 'LMA v5', sections: ['guide'], hasSubpages: false },
  { code: 'esg5', title: 'LMA-ESG v5', sections: ['guide'], hasSubpages: false },
  { code: 'wrds', title: 'WRDS edition', sections: ['guide'], hasSubpages: false },
  { code: 'wrds-esg', title: 'WRDS ESG edition', sections: ['guide'], hasSubpages: false },
];

export function getDocArea(code: string): DocArea | undefined {
  return DOC_AREAS.find((area) => area.code === code);
}

/** The web page of a docs page: `/ma4/guide/overview`, `/mms/guide`. */
export function docWebPath(area: DocArea, section: DocSectionCode, page: string): string {
  return area.hasSubpages ? `/${area.code}/${section}/${page}` : `/${area.code}/${section}`;
}
