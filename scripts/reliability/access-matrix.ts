// Two users attack each other's data: every call on another user's analysis must fail as if it
// did not exist (404), or need a login (401), and leave the analysis as it was.
import { call, londonHouse, provenAccount } from './client.ts';

export interface CheckResult {
  name: string;
  passed: boolean;
  detail: string;
}

export async function accessMatrix(baseUrl: string): Promise<CheckResult[]> {
  const owner = await provenAccount(baseUrl);
  const intruder = await provenAccount(baseUrl);
  const run = await call(baseUrl, 'POST', '/api/risk', { body: londonHouse, apiKey: owner.apiKey });
  const runId = (run.body as { response: { _id: string } }).response._id;
  const saved = await call(baseUrl, 'POST', '/api/analysis', {
    body: { runId, title: 'The owner’s analysis' },
    apiKey: owner.apiKey,
  });
  const id = (saved.body as { _id: string })._id;
  const groupId = (saved.body as { groupId: string }).groupId;
  const intruderRun = await call(baseUrl, 'POST', '/api/risk', { body: londonHouse });
  const anonymousRunId = (intruderRun.body as { response: { _id: string } }).response._id;

  const attempts: { name: string; method: string; url: string; body?: unknown; key?: string }[] = [
    { name: 'read another user’s analysis', method: 'GET', url: `/api/analysis/${id}` },
    { name: 'delete another user’s analysis', method: 'DELETE', url: `/api/analysis?id=${id}` },
    {
      name: 'delete another user’s group',
      method: 'DELETE',
      url: `/api/analysis/group?groupId=${groupId}`,
    },
    {
      name: 'save another user’s run',
      method: 'POST',
      url: '/api/analysis',
      body: { runId, title: 'Taken' },
    },
    {
      name: 'adapt another user’s analysis',
      method: 'POST',
      url: '/api/analysis',
      body: { runId: anonymousRunId, title: 'Adapted', isAdaptation: true, parentAnalysisId: id },
    },
    {
      name: 're-run another user’s analysis',
      method: 'POST',
      url: '/api/risk',
      body: { ...londonHouse, revisionOf: id },
    },
    {
      name: 'delete another user’s adaptation',
      method: 'POST',
      url: '/api/analysis/delete-adaptation',
      body: { pathwayNumber: 1, optionNumber: 1, currentID: id },
    },
  ];
  const results: CheckResult[] = [];
  for (const attempt of attempts) {
    const reply = await call(baseUrl, attempt.method, attempt.url, {
      body: attempt.body,
      apiKey: intruder.apiKey,
    });
    const anonymous = await call(baseUrl, attempt.method, attempt.url, { body: attempt.body });
    const intruderRefused = [403, 404].includes(reply.status) || isHarmless(attempt.name, reply);
    results.push({
      name: `access: ${attempt.name}`,
      passed: intruderRefused && [401, 404].includes(anonymous.status),
      detail: `other user ${reply.status}, anonymous ${anonymous.status}`,
    });
  }
  const list = await call(baseUrl, 'GET', '/api/analysis', { apiKey: intruder.apiKey });
  const listed = (list.body as { _id: string }[]).some((entry) => entry._id === id);
  results.push({
    name: 'access: another user’s analysis is not in the list',
    passed: list.status === 200 && !listed,
    detail: `status ${list.status}, listed ${listed}`,
  });
  const still = await call(baseUrl, 'GET', `/api/analysis/${id}`, { apiKey: owner.apiKey });
  const title = (still.body as { title?: string }).title;
  results.push({
    name: 'access: the owner’s analysis is unchanged after the attempts',
    passed: still.status === 200 && title === 'The owner’s analysis',
    detail: `status ${still.status}, title ${title}`,
  });
  return results;
}

/** An adaptation saved as the intruder's own, without joining the owner's group, harms nobody. */
function isHarmless(name: string, reply: { status: number; body: unknown }): boolean {
  if (!name.startsWith('adapt')) return false;
  const body = reply.body as { parentAnalysisId?: string | null };
  return reply.status === 200 && (body.parentAnalysisId ?? null) === null;
}
