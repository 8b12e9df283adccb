import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import atlas from 'world-atlas/countries-110m.json' with { type: 'json' };
import {
  alpha2OfAtlasCountry,
  countryName,
  listMappedCountries,
  unwrapAntimeridian,
  unwrapAntimeridianRing,
} from './world-countries-map';

const geometries = (atlas as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>).objects.countries
  .geometries;

describe('world map country codes (atlas numeric id -> lake alpha-2)', () => {
  it('maps every atlas country that has a numeric id to a distinct two-letter code', () => {
    const codes = geometries.filter((shape) => shape.id !== undefined).map((shape) => alpha2OfAtlasCountry(shape.id));
    expect(codes.every((code) => code !== null && /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('knows the large countries by their ISO codes', () => {
    expect(alpha2OfAtlasCountry('840')).toBe('US');
    expect(alpha2OfAtlasCountry(276)).toBe('DE');
    expect(alpha2OfAtlasCountry('076')).toBe('BR');
    expect(alpha2OfAtlasCountry('156')).toBe('CN');
  });

  it('matches Kosovo by name and leaves shapes without a code unmapped', () => {
    expect(alpha2OfAtlasCountry(undefined, 'Kosovo')).toBe('XK');
    expect(alpha2OfAtlasCountry(undefined, 'Somaliland')).toBeNull();
    expect(alpha2OfAtlasCountry('999')).toBeNull();
    expect(listMappedCountries()).toContain('XK');
  });

  it('names a code in English and falls back to the code', () => {
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('zz')).toMatch(/zz|ZZ|Unknown/);
  });
});

describe('antimeridian rings', () => {
  it('moves the western half of a ring that jumps across 180 degrees east by 360', () => {
    const ring = [
      [179, 65],
      [-179, 65],
      [-179, 66],
      [179, 66],
    ];
    expect(unwrapAntimeridianRing(ring)).toEqual([
      [179, 65],
      [181, 65],
      [181, 66],
      [179, 66],
    ]);
  });

  it('leaves other rings and geometries alone', () => {
    const ring = [
      [10, 50],
      [11, 50],
      [11, 51],
    ];
    expect(unwrapAntimeridianRing(ring)).toBe(ring);
    const point = { type: 'Point', coordinates: [0, 0] };
    expect(unwrapAntimeridian(point)).toBe(point);
    expect(unwrapAntimeridian({ type: 'MultiPolygon', coordinates: [[ring]] })).toEqual({
      type: 'MultiPolygon',
      coordinates: [[ring]],
    });
  });
});
