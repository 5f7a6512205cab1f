// The load run: autocannon drives POST /api/risk with many connections while one connection polls
// /api/health, both for a fixed time. Prints throughput, p50/p99, errors and the server's peak RSS.
import autocannon from 'autocannon';
import { londonHouse } from './client.ts';

export interface LoadFigures {
  riskRequestsPerSecond: number;
  riskLatencyP50Ms: number;
  riskLatencyP99Ms: number;
  riskErrors: number;
  riskStatusCounts: Record<string, number>;
  healthLatencyP99Ms: number;
  healthErrors: number;
}

function errorsOf(result: autocannon.Result): number {
  return result.errors + result.timeouts + result.non2xx;
}

/** How often the health probe asks during a load run. */
const healthProbesPerSecond = 10;

export async function loadRun(
  baseUrl: string,
  options: { connections: number; durationSeconds: number },
): Promise<LoadFigures> {
  const risk = autocannon({
    url: `${baseUrl}/api/risk`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
    body: JSON.stringify(londonHouse),
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 30,
  });
  const health = autocannon({
    url: `${baseUrl}/api/health`,
    connections: 1,
    // A monitor's probe, not more load: 10 a second. Sent back to back, the probe itself ran
    // ~1,400 requests a second (each pings the database) on the thread it was measuring.
    overallRate: healthProbesPerSecond,
    duration: options.durationSeconds,
    timeout: 30,
  });
  const [riskResult, healthResult] = await Promise.all([risk, health]);
  const riskStatusCounts: Record<string, number> = {};
  for (const [status, stats] of Object.entries(
    (riskResult as unknown as { statusCodeStats: Record<string, { count: number }> })
      .statusCodeStats,
  )) {
    riskStatusCounts[status] = stats.count;
  }
  return {
    riskRequestsPerSecond: riskResult.requests.average,
    riskLatencyP50Ms: riskResult.latency.p50,
    riskLatencyP99Ms: riskResult.latency.p99,
    riskErrors: errorsOf(riskResult),
    riskStatusCounts,
    healthLatencyP99Ms: healthResult.latency.p99,
    healthErrors: errorsOf(healthResult),
  };
}
