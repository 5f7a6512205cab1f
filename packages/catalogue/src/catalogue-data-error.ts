/** The catalogue source holds data that breaks a contract; the message names the record. */
export class CatalogueDataError extends Error {
  override readonly name = 'CatalogueDataError';
}
