import { describe, expect, it } from 'vitest';
import { zoomForCameraHeight } from './camera.ts';

describe('zoomForCameraHeight', () => {
  it('zooms further in for a lower camera', () => {
    expect(zoomForCameraHeight(1_000, 0, 600)).toBeGreaterThan(zoomForCameraHeight(10_000, 0, 600));
  });

  it('puts a 1 km camera at street level and a 10 km camera at city level', () => {
    // At the equator, 600 px tall: 1 km → ≈ 1.1 m/px → z ≈ 16.1; 10 km → z ≈ 12.8.
    expect(zoomForCameraHeight(1_000, 0, 600)).toBeCloseTo(16.14, 1);
    expect(zoomForCameraHeight(10_000, 0, 600)).toBeCloseTo(12.82, 1);
  });

  it('stays within MapLibre zoom bounds', () => {
    expect(zoomForCameraHeight(1e9, 0, 600)).toBe(0);
    expect(zoomForCameraHeight(0.001, 0, 600)).toBe(19);
  });
});
