// `npm run calibration:pin`: writes the engine's current results at the calibration places to
// pinned-results.json. Run it only after a deliberate change of the science, and review the diff.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { computePinnedResults } from './pinned-results.ts';

const file = fileURLToPath(new URL('./pinned-results.json', import.meta.url));
writeFileSync(file, `${JSON.stringify(computePinnedResults(), null, 2)}\n`);
console.log(`Pinned results written to ${file}; review the diff before committing.`);
