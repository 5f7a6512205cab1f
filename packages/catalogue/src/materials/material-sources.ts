import { civilMaterials } from './civil.ts';
import type { MaterialSource } from './define-material.ts';
import { envelopeMaterials } from './envelope.ts';
import { servicesMaterials } from './services.ts';
import { structuralMaterials } from './structural.ts';

/** Every material of the catalogue, in source order (validated by the loader). */
export const materialSources: readonly MaterialSource[] = [
  ...structuralMaterials,
  ...envelopeMaterials,
  ...servicesMaterials,
  ...civilMaterials,
];

export type { MaterialSource } from './define-material.ts';

/** Every material id of the source, so element definitions are checked by the compiler. */
export type MaterialId =
  | (typeof structuralMaterials)[number]['id']
  | (typeof envelopeMaterials)[number]['id']
  | (typeof servicesMaterials)[number]['id']
  | (typeof civilMaterials)[number]['id'];
