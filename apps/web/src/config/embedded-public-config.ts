import {
  publicConfigElementId,
  publicConfigSchema,
  type PublicConfig,
} from '@hazardscope/contracts';

/**
 * The public configuration the server wrote into the page as a JSON data block, or undefined when
 * the page has none (the development server serves index.html as it is).
 */
export function readEmbeddedPublicConfig(): PublicConfig | undefined {
  const text = document.getElementById(publicConfigElementId)?.textContent;
  if (!text) return undefined;
  return publicConfigSchema.parse(JSON.parse(text));
}
