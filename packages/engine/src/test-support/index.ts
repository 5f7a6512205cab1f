/**
 * Fixtures for tests and benchmarks outside the engine, imported as
 * `@hazardscope/engine/test-support`: the example site and asset of the engine's own tests, and
 * the seeded random sites and assets of its property tests.
 */
export { exampleAsset, exampleSite } from './example-site.ts';
export { randomAsset, randomSite, seededRandom } from './random-context.ts';
