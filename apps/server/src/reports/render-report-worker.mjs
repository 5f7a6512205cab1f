// The entry of each report worker thread when the server runs from its TypeScript (tsx in
// development and the reliability suite, Vite under Vitest): a worker starts as plain Node, so it
// registers tsx's loader before importing the task it runs. Under `npm start` the bundled
// render-report-worker.mjs beside the bundled server takes this file's place.
import { register } from 'tsx/esm/api';

register();
const { default: renderReportTask } = await import('./render-report-task.ts');

export default renderReportTask;
