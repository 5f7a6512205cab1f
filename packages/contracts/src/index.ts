export * from './hazards.ts';
export * from './rating.ts';
export * from './health.ts';
export * from './site-hazard-context.ts';
export * from './public-config.ts';
export * from './design-tokens.ts';
export * from './format.ts';
