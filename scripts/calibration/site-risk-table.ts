// Prints total VAR and the leading hazards of a Simple House at the real places of the site-risk
// table test, for 2020, 2050 and 2100. Run: npx tsx scripts/calibration/site-risk-table.ts [archetype] [--detail]
// (--detail adds every hazard's VAR in 2020 / 2050 / 2100).
import { formatPercent, hazardKeys } from '@hazardscope/contracts';
import {
  hazardsByValueAtRisk,
  hazardValueAtRisk,
  totalValueAtRisk,
} from '../science-validation/analysis-values.ts';
import { realSiteResults, realSites } from './real-sites.ts';

const detailed = process.argv.includes('--detail');
const archetype = process.argv.slice(2).find((argument) => !argument.startsWith('--')) ?? 'SH';
const analyse = realSiteResults(archetype);
const years = [2020, 2050, 2100] as const;
for (const site of Object.values(realSites)) {
  const result = analyse(site);
  const totals = years.map((year) => formatPercent(totalValueAtRisk(result, year))).join(' / ');
  const leading = hazardsByValueAtRisk(result, 2050)
    .slice(0, 3)
    .map((hazard) => `${hazard} ${formatPercent(hazardValueAtRisk(result, hazard, 2050))}`)
    .join(', ');
  console.log(`${site.name.padEnd(26)} total ${totals.padEnd(26)} leading 2050: ${leading}`);
  if (detailed) {
    for (const hazard of hazardKeys) {
      const values = years.map((year) => formatPercent(hazardValueAtRisk(result, hazard, year)));
      if (values.some((value) => value !== '0 %'))
        console.log(`    ${hazard.padEnd(20)} ${values.join(' / ')}`);
    }
  }
}
