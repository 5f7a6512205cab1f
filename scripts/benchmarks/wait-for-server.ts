/**
 * Waits until the server at `baseUrl` answers GET /api/health, asking every 200 ms; throws once
 * more than `attempts` requests have found no server listening (about `attempts` / 5 seconds).
 */
export async function waitForServer(baseUrl: string, attempts: number): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      if (attempt > attempts) throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
