import { describe, expect, it } from 'vitest';
import { notIncludedMaterialId, type AssetDesign } from '@hazardscope/contracts';
import { getArchetype } from '@hazardscope/catalogue';
import {
  cleanFieldValue,
  currentCustomisationValues,
  customisationChanges,
  defaultCustomisationValues,
  fieldError,
  revisionStatus,
} from './customisation-values.ts';
import { storedResultOf } from './stored-result-fixture.ts';

const simpleHouse = getArchetype('SH') ?? missing('the SH archetype');
const archetype = { fields: simpleHouse.fields, elements: simpleHouse.elements };
const field = (name: string) => {
  const found = simpleHouse.fields[name];
  if (found === undefined) throw new Error(`SH has no field ${name}`);
  return found;
};

const resultRunWith = (design: Partial<AssetDesign>, leaveOut: string[]) =>
  storedResultOf(simpleHouse, { design, leaveOut });

describe('cleanFieldValue', () => {
  it('trims, converts numbers typed as text and reads an emptied nullable field as null', () => {
    expect(cleanFieldValue(field('heightAboveGround'), ' 1,200.5 ')).toBe(1200.5);
    expect(cleanFieldValue(field('heightAboveGround'), '')).toBeUndefined();
    expect(cleanFieldValue(field('elevation'), '  ')).toBeNull();
  });
});

describe('fieldError', () => {
  it("uses the server's rules and messages", () => {
    expect(fieldError(field('heightAboveGround'), 31)).toBe('Maximum allowed value is 30.');
    expect(fieldError(field('lifetime'), 0)).toBe('Minimum allowed value is 1.');
    expect(fieldError(field('lifetime'), 20.5)).toBe('Must be a integer.');
    expect(fieldError(field('lifetime'), '')).toBe('Required.');
    expect(fieldError(field('elevation'), '')).toBeUndefined();
    expect(fieldError(field('heightAboveGround'), '2.5')).toBeUndefined();
  });
});

describe('currentCustomisationValues', () => {
  it("keeps a stored null ('From regulations') instead of falling back to the default", () => {
    const values = currentCustomisationValues(
      archetype,
      resultRunWith({ windThreshold: null, heightAboveGround: 1.2 }, []),
      undefined,
    );
    expect(field('windThreshold').default).not.toBeNull();
    expect(values.fields.windThreshold).toBeNull();
    expect(values.fields.heightAboveGround).toBe(1.2);
  });

  it('reads fields the engine does not store from the changes the run was made with', () => {
    const values = currentCustomisationValues(archetype, resultRunWith({}, []), {
      fields: { storeys: 2 },
      elements: {},
    });
    expect(values.fields.storeys).toBe(2);
    expect(values.fields.marketValue).toBe(field('marketValue').default);
  });

  it('marks an element missing from the result as Not Included', () => {
    const values = currentCustomisationValues(archetype, resultRunWith({}, ['Windows']), undefined);
    expect(values.elements.Windows).toBe(notIncludedMaterialId);
    expect(values.elements['Roof covering']).toBe(
      simpleHouse.elements.find((element) => element.name === 'Roof covering')?.defaultMaterial,
    );
  });
});

describe('customisationChanges', () => {
  it('sends only what differs from the defaults, a probability matched with a tolerance', () => {
    const defaults = defaultCustomisationValues(archetype);
    const changes = customisationChanges(archetype, {
      fields: { ...defaults.fields, windThreshold: 0.002, heightAboveGround: '1.5' },
      elements: { ...defaults.elements, Windows: notIncludedMaterialId },
    });
    expect(field('windThreshold').default).toBeCloseTo(0.002, 12);
    expect(changes).toEqual({
      fields: { heightAboveGround: 1.5 },
      elements: { Windows: notIncludedMaterialId },
    });
  });
});

describe('revisionStatus', () => {
  it('allows two re-runs per purchase: three analyses in a group at most', () => {
    expect(revisionStatus(1)).toMatchObject({ remaining: 2, limitReached: false });
    expect(revisionStatus(2)).toMatchObject({ remaining: 1, limitReached: false });
    expect(revisionStatus(3)).toEqual({
      remaining: 0,
      limitReached: true,
      message: 'Maximum number of analysis revisions reached.',
    });
    expect(revisionStatus(4).limitReached).toBe(true);
  });
});

function missing(what: string): never {
  throw new Error(`the catalogue has no ${what}`);
}
