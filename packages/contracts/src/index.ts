export * from './hazards.ts';
export * from './rating.ts';
export * from './health.ts';
export * from './site-hazard-context.ts';
export * from './public-config.ts';
export * from './engine-input.ts';
export * from './analysis.ts';
