/**
 * Country codes of the world map: the `world-atlas` TopoJSON names its countries by ISO 3166-1 numeric id, the lake
 * by ISO alpha-2 (spec §3 'Domicile'). The table pairs the atlas's 174 numeric ids with their alpha-2 codes (taken
 * once from the `world-countries` package, which the web app does not depend on); of the atlas's three shapes
 * without an id, Kosovo is matched by name (XK), N. Cyprus and Somaliland have no code of their own.
 */

/** '{numeric}{alpha-2}' pairs, space-separated: compact, and checked against the atlas by the test beside it. */
const ATLAS_NUMERIC_ALPHA2 =
  '004AF 008AL 010AQ 012DZ 024AO 031AZ 032AR 036AU 040AT 044BS 050BD 051AM ' +
  '056BE 064BT 068BO 070BA 072BW 076BR 084BZ 090SB 096BN 100BG 104MM 108BI ' +
  '112BY 116KH 120CM 124CA 140CF 144LK 148TD 152CL 156CN 158TW 170CO 178CG ' +
  '180CD 188CR 191HR 192CU 196CY 203CZ 204BJ 208DK 214DO 218EC 222SV 226GQ ' +
  '231ET 232ER 233EE 238FK 242FJ 246FI 250FR 260TF 262DJ 266GA 268GE 270GM ' +
  '275PS 276DE 288GH 300GR 304GL 320GT 324GN 328GY 332HT 340HN 348HU 352IS ' +
  '356IN 360ID 364IR 368IQ 372IE 376IL 380IT 384CI 388JM 392JP 398KZ 400JO ' +
  '404KE 408KP 410KR 414KW 417KG 418LA 422LB 426LS 428LV 430LR 434LY 440LT ' +
  '442LU 450MG 454MW 458MY 466ML 478MR 484MX 496MN 498MD 499ME 504MA 508MZ ' +
  '512OM 516NA 524NP 528NL 540NC 548VU 554NZ 558NI 562NE 566NG 578NO 586PK ' +
  '591PA 598PG 600PY 604PE 608PH 616PL 620PT 624GW 626TL 630PR 634QA 642RO ' +
  '643RU 646RW 682SA 686SN 688RS 694SL 703SK 704VN 705SI 706SO 710ZA 716ZW ' +
  '724ES 728SS 729SD 732EH 740SR 748SZ 752SE 756CH 760SY 762TJ 764TH 768TG ' +
  '780TT 784AE 788TN 792TR 795TM 800UG 804UA 807MK 818EG 826GB 834TZ 840US ' +
  '854BF 858UY 860UZ 862VE 887YE 894ZM';

const ALPHA2_BY_NUMERIC: ReadonlyMap<string, string> = new Map(
  ATLAS_NUMERIC_ALPHA2.split(' ').map((pair) => [pair.slice(0, 3), pair.slice(3)]),
);

/** Atlas shapes that carry no numeric id (disputed or partly recognised), by their atlas name. */
const ALPHA2_BY_ATLAS_NAME: ReadonlyMap<string, string> = new Map([['Kosovo', 'XK']]);

/** The alpha-2 code of an atlas country (by its numeric id, or by name when it has none), or null. */
export function alpha2OfAtlasCountry(id: string | number | undefined, name?: string): string | null {
  if (id !== undefined) {
    const code = ALPHA2_BY_NUMERIC.get(String(id).padStart(3, '0'));
    if (code) return code;
  }
  return (name && ALPHA2_BY_ATLAS_NAME.get(name)) || null;
}

/** Every alpha-2 code the map draws. */
export function listMappedCountries(): string[] {
  return [...ALPHA2_BY_NUMERIC.values(), ...ALPHA2_BY_ATLAS_NAME.values()];
}

let regionNames: Intl.DisplayNames | null | undefined;

/** The English name of a country code (the platform's ISO region names), or the code itself when unknown. */
export function countryName(code: string): string {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

type Ring = number[][];

/**
 * Rings that cross the 180th meridian (Russia's far east, Fiji) jump from +180 to -180 in the atlas, which a flat
 * map draws as a band across the whole world; such a ring's western half is moved east by 360 degrees instead.
 */
export function unwrapAntimeridianRing(ring: Ring): Ring {
  let crosses = false;
  for (let i = 1; i < ring.length; i++) {
    if (Math.abs((ring[i]?.[0] ?? 0) - (ring[i - 1]?.[0] ?? 0)) > 180) {
      crosses = true;
      break;
    }
  }
  if (!crosses) return ring;
  return ring.map(([lon = 0, lat = 0, ...rest]) => [lon < 0 ? lon + 360 : lon, lat, ...rest]);
}

/** The same Polygon or MultiPolygon with its antimeridian-crossing rings unwrapped; other geometries unchanged. */
export function unwrapAntimeridian<G extends { type: string }>(geometry: G): G {
  if (geometry.type === 'Polygon') {
    const polygon = geometry as unknown as { coordinates: Ring[] };
    return { ...geometry, coordinates: polygon.coordinates.map(unwrapAntimeridianRing) };
  }
  if (geometry.type === 'MultiPolygon') {
    const multi = geometry as unknown as { coordinates: Ring[][] };
    return { ...geometry, coordinates: multi.coordinates.map((polygon) => polygon.map(unwrapAntimeridianRing)) };
  }
  return geometry;
}
