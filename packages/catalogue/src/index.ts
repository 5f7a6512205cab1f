export {
  catalogue,
  archetypeHierarchy,
  materialsById,
  assetTypeAcronyms,
  getArchetype,
  listArchetypes,
  acronymForAssetTypeName,
  materialChoices,
  type MaterialChoice,
} from './catalogue.ts';
export { loadCatalogue, type Catalogue, type LoadCatalogueOptions } from './load-catalogue.ts';
export { archetypeReply, materialsReply } from './catalogue-replies.ts';
export { defaultFieldValues } from './default-field-values.ts';
export { CatalogueDataError } from './catalogue-data-error.ts';
export { fromRegulationsLabel } from './fields/field-builders.ts';
export {
  resolveElementMaterials,
  MaterialSelectionError,
  type ResolvedElement,
} from './resolve-element-materials.ts';
export { elementCriticalityByGroup } from './elements/element-criticality.ts';
