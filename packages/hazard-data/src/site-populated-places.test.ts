import { describe, expect, it } from 'vitest';
import { loadHazardData } from './load-hazard-data.ts';
import { populatedPlacesNear, populatedPlaceSearchKilometres } from './site-populated-places.ts';

describe('populatedPlacesNear', () => {
  const store = loadHazardData();
  it('finds Miami (Natural Earth pop_max 5,585,000, a land-rich developed country) from downtown', () => {
    const places = populatedPlacesNear(store.populatedPlaces, 25.77, -80.19);
    const miami = places.find((place) => place.population === 5_585_000);
    expect(miami?.builtUpDensityPersonsPerSquareKilometre).toBe(2800);
    // Natural Earth puts Miami at 25.788° N, 80.224° W: 3.9 km from the site.
    expect(miami?.distanceKilometres).toBeCloseTo(3.9, 0);
  });
  it('gives Venice the European density and lists places nearest first within the search distance', () => {
    const places = populatedPlacesNear(store.populatedPlaces, 45.4375, 12.3358);
    expect(places[0]?.population).toBe(270_816);
    expect(places[0]?.builtUpDensityPersonsPerSquareKilometre).toBe(7000);
    const distances = places.map((place) => place.distanceKilometres);
    expect(distances).toEqual([...distances].sort((left, right) => left - right));
    expect(Math.max(...distances)).toBeLessThanOrEqual(populatedPlaceSearchKilometres);
  });
  it('finds nothing in the open ocean', () => {
    expect(populatedPlacesNear(store.populatedPlaces, -40, -120)).toEqual([]);
  });
});
