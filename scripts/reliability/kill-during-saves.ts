// kill -9 during saves: saves stream in from several clients, the server is killed outright (no
// shutdown), started again on the same data, and every save it acknowledged (200 with an id) must be
// there. On the embedded database (PGlite in a data folder) and, when DATABASE_URL is set, on
// PostgreSQL (a scratch database of its own, dropped afterwards).
import type { CheckResult } from './access-matrix.ts';
import { maximumSavedAnalysesPerAccount } from '@hazardscope/contracts';
import { createScratchPostgres } from '@hazardscope/server/test-databases';
import { call, londonHouse, provenAccount } from './client.ts';
import { startServerProcess, type ServerOptions, type ServerProcess } from './server-process.ts';

export interface KillSettings {
  kills: number;
  /** Clients saving at once. */
  clients: number;
  /** The kill comes once this many saves of the round are acknowledged, with more in flight. */
  savesBeforeKill: number;
}

/** A round that has not reached its saves by then is killed anyway. */
const roundTimeLimitMs = 60_000;

/**
 * `embedded` is a running server on the embedded database: it is killed first, and the servers
 * started after it run on its data folder (its owner removes the folder when it stops).
 */
export async function killDuringSaves(
  embedded: ServerProcess,
  settings: KillSettings,
): Promise<CheckResult[]> {
  // The two databases' rounds share nothing (their own servers, data and accounts), so they run
  // side by side: most of a round is a server starting again, waiting on its database.
  const rounds = [
    killRounds('PGlite', embedded, { dataDirectory: embedded.dataDirectory }, settings),
  ];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) rounds.push(killRoundsOnScratchPostgres(serverUrl, settings));
  return Promise.all(rounds);
}

/** The rounds on a PostgreSQL database of their own, dropped afterwards. */
async function killRoundsOnScratchPostgres(
  serverUrl: string,
  settings: KillSettings,
): Promise<CheckResult> {
  const scratch = await createScratchPostgres(serverUrl);
  try {
    const where = { databaseUrl: scratch.url };
    return await killRounds('PostgreSQL', await startServerProcess(where), where, settings);
  } finally {
    await scratch.drop();
  }
}

/** Kills `first` mid-save, then each server started again on `where`; stops the last one. */
async function killRounds(
  label: string,
  first: ServerProcess,
  where: ServerOptions,
  settings: KillSettings,
): Promise<CheckResult> {
  let server = first;
  const owner = await provenAccount(server.baseUrl);
  const run = await call(server.baseUrl, 'POST', '/api/risk', {
    body: londonHouse,
    apiKey: owner.apiKey,
  });
  const runId = (run.body as { response: { _id: string } }).response._id;
  const acknowledged: string[] = [];
  let lost = 0;
  let unexpected = 0;
  // The account's saves stay under its cap, with room to spare: a refusal at the cap is no loss.
  const budgetPerRound = Math.floor((maximumSavedAnalysesPerAccount * 0.8) / settings.kills);
  const killAt = Math.min(settings.savesBeforeKill, Math.floor(budgetPerRound / 2));
  try {
    for (let round = 0; round < settings.kills; round += 1) {
      const baseUrl = server.baseUrl;
      const acknowledgedBefore = acknowledged.length;
      const thisRound = () => acknowledged.length - acknowledgedBefore;
      let killed = false;
      const client = async (clientNumber: number) => {
        for (let save = 0; !killed && thisRound() < budgetPerRound; save += 1) {
          try {
            const reply = await call(baseUrl, 'POST', '/api/analysis', {
              body: { runId, title: `Kill ${round}, client ${clientNumber}, save ${save}` },
              apiKey: owner.apiKey,
            });
            if (reply.status === 200) acknowledged.push((reply.body as { _id: string })._id);
            else if (!killed) unexpected += 1;
          } catch {
            // The connection broke: the kill. A save without an answer was never acknowledged.
          }
        }
      };
      const clients = Array.from({ length: settings.clients }, (_unused, index) => client(index));
      // The kill comes while saves are still streaming in from every client.
      const started = Date.now();
      while (Date.now() - started < roundTimeLimitMs && thisRound() < killAt) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await server.kill();
      killed = true;
      await Promise.all(clients);
      server = await startServerProcess(where);
    }
    for (const id of acknowledged) {
      const reply = await call(server.baseUrl, 'GET', `/api/analysis/${id}`, {
        apiKey: owner.apiKey,
      });
      if (reply.status !== 200) lost += 1;
    }
  } finally {
    if (server === first) await server.kill();
    else await server.stop();
  }
  return {
    name: `kill -9 during saves on ${label}: no acknowledged save lost`,
    passed: lost === 0 && unexpected === 0 && acknowledged.length > 0,
    detail: `${settings.kills} kills, ${acknowledged.length} saves acknowledged, ${lost} lost, ${unexpected} refused before the kill`,
  };
}
