import { loadRun } from './load.ts';
const baseUrl = process.argv[2]!;
const figures = await loadRun(baseUrl, { connections: 50, durationSeconds: Number(process.argv[3] ?? 20) });
console.log(JSON.stringify(figures));
