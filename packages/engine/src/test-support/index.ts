/**
 * Fixtures for tests and benchmarks outside the engine, imported as
 * `@hazardscope/engine/test-support`: the example site and asset of the engine's own tests.
 */
export { exampleAsset, exampleSite } from './example-site.ts';
