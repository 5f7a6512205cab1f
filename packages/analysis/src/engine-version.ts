import enginePackage from '@hazardscope/engine/package.json' with { type: 'json' };

/** The engine release a run was computed with, kept with every stored run and analysis. */
export const engineVersion: string = enginePackage.version;
