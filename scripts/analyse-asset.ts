// Command-line analysis of one asset: reads a JSON file {site, asset, scenario?} (site = a
// SiteHazardContext, asset = an EngineAsset, scenario optional) and prints the AnalysisResult as JSON.
// Run: npm run analyse:asset -- path/to/input.json
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { engineAssetSchema, scenarioSchema, siteHazardContextSchema } from '@hazardscope/contracts';
import { analyseAsset } from '@hazardscope/engine';

const inputSchema = z.object({
  site: siteHazardContextSchema,
  asset: engineAssetSchema,
  scenario: scenarioSchema.optional(),
});

const path = process.argv[2];
if (path === undefined) {
  console.error(
    'usage: npm run analyse:asset -- input.json   (JSON with site, asset and optional scenario)',
  );
  process.exit(2);
}
const parsed = inputSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
if (!parsed.success) {
  console.error(z.prettifyError(parsed.error));
  process.exit(1);
}
const { site, asset, scenario } = parsed.data;
console.log(JSON.stringify(analyseAsset(site, asset, scenario ?? {}), null, 2));
