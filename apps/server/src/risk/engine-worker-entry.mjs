// The engine worker thread's entry when the server runs from its TypeScript: plain JavaScript,
// because a worker thread on Node 20 does not inherit the main thread's TypeScript loader (tsx).
// It registers tsx for this thread, then loads the TypeScript worker and hands piscina its task
// function. Under `npm start` the bundled engine-worker-entry.mjs beside the bundled server takes
// its place.
import { tsImport } from 'tsx/esm/api';

const worker = await tsImport('./engine-worker.ts', import.meta.url);
export default worker.default;
