import { z } from 'zod';

/** One derived data layer embedded in this installation, from the data build's manifest. */
export const embeddedLayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  source: z.string(),
  licence: z.string(),
  /** The attribution text the licence asks for. */
  attribution: z.string(),
  /** What the data build did to the raw data. */
  transform: z.string(),
});
export type EmbeddedLayer = z.infer<typeof embeddedLayerSchema>;

/** `GET /api/data_sources`: every embedded layer with its provenance. */
export const dataSourcesReplySchema = z.object({ layers: z.array(embeddedLayerSchema) });
export type DataSourcesReply = z.infer<typeof dataSourcesReplySchema>;
