import { describe, expect, it } from 'vitest';
import { API_AREAS, canReadDataClass, canReadWebClass, missingDataPermissionMessage } from './api-access';
import { meetsRequirement } from './routes';
import type { User } from './user';

const user = (overrides: Partial<User> = {}): User => ({
  username: 'u',
  apikey: 'k',
  expires: null,
  role: 'manual',
  data_perms: {},
  permissions: {},
  ...overrides,
});

describe('canReadDataClass', () => {
  it('allows a class listed under the product and refuses one that is not', () => {
    const reader = user({ data_perms: { rma: ['equ', 'cur'] } });
    expect(canReadDataClass(reader, 'rma', 'cur')).toBe(true);
    expect(canReadDataClass(reader, 'rma', 'crypto')).toBe(false);
    expect(canReadDataClass(reader, 'esg', 'equcor')).toBe(false);
  });

  it('reads a regional company class with the whole class equ, not the other way round', () => {
    expect(canReadDataClass(user({ data_perms: { rma: ['equ'] } }), 'rma', 'equamer')).toBe(true);
    expect(canReadDataClass(user({ data_perms: { rma: ['equemea'] } }), 'rma', 'equ')).toBe(false);
  });

  it('refuses a signed-out caller and an account without data perms, admins included', () => {
    expect(canReadDataClass(null, 'rma', 'equ')).toBe(false);
    expect(canReadDataClass(user({ role: 'admin' }), 'rma', 'equ')).toBe(false);
  });
});

describe('API_AREAS', () => {
  it('gates pulse, transcripts, v5 and radar calls on their permissions', () => {
    const plain = user({ data_perms: { rma: ['equ'] } });
    expect(meetsRequirement(API_AREAS.web, plain)).toBe(true);
    for (const area of ['pulse', 'mta', 'maV5', 'esgV5', 'radar', 'masfV4', 'thematic', 'admin'] as const) {
      expect(meetsRequirement(API_AREAS[area], plain)).toBe(false);
    }
    const pulse = user({ permissions: { pulse: true } });
    expect(meetsRequirement(API_AREAS.pulse, pulse)).toBe(true);
    expect(meetsRequirement(API_AREAS.mta, pulse)).toBe(false);
    expect(meetsRequirement(API_AREAS.docs, plain)).toBe(true);
    expect(meetsRequirement(API_AREAS.docs, user({ permissions: { webapp: ['nodocs'] } }))).toBe(false);
  });
});

describe('canReadWebClass', () => {
  it("needs the esg data permission for an ESG class's web data, and only a login for the other classes", () => {
    const noEsg = user({ data_perms: { rma: ['equ'] } });
    expect(canReadWebClass(noEsg, 'equ')).toBe(true);
    expect(canReadWebClass(noEsg, 'crypto')).toBe(true);
    for (const esgClass of ['equcor', 'equesg', 'coucor', 'couesg'] as const) {
      expect(canReadWebClass(noEsg, esgClass)).toBe(false);
      expect(canReadWebClass(user({ data_perms: { esg: [esgClass] } }), esgClass)).toBe(true);
    }
    expect(canReadWebClass(user({ data_perms: { esg: ['equcor'] } }), 'equesg')).toBe(false);
    expect(canReadWebClass(null, 'equcor')).toBe(false);
  });

  it('gives the reason with the product, the class code and its name', () => {
    expect(missingDataPermissionMessage('esg', 'equcor')).toMatch(
      /^Your account has no esg data permission for the asset class 'equcor' \(.+\)\.$/,
    );
  });
});
