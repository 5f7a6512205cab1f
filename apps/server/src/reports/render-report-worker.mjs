// The entry of each report worker thread. A worker starts as plain Node, whatever ran the server
// (tsx under `npm start`, Vite under Vitest), so it registers tsx's loader before importing the
// TypeScript task it runs.
import { register } from 'tsx/esm/api';

register();
const { default: renderReportTask } = await import('./render-report-task.ts');

export default renderReportTask;
