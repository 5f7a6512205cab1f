import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitConnections } from './connection-limits.ts';

/** Opens `count` connections from `localAddress`; each reports whether the server closed it. */
async function openConnections(port: number, localAddress: string, count: number) {
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<{ socket: net.Socket; closed: () => boolean }>((resolve) => {
          let closed = false;
          const socket = net.connect({ port, host: '127.0.0.1', localAddress });
          socket.on('close', () => (closed = true));
          socket.on('error', () => (closed = true));
          socket.on('connect', () => resolve({ socket, closed: () => closed }));
          socket.on('close', () => resolve({ socket, closed: () => closed }));
        }),
    ),
  );
  // The server closes a refused connection as it arrives: give the closing a moment to arrive.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return sockets;
}

const openCount = (sockets: { closed: () => boolean }[]) =>
  sockets.filter((entry) => !entry.closed()).length;

describe('connection caps', () => {
  const app = Fastify();
  let port = 0;
  const refusals = limitConnections(app.server, { total: 20, perAddress: 5 });
  const opened: net.Socket[] = [];
  beforeAll(async () => {
    app.get('/ping', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of opened) socket.destroy();
    await app.close();
  });

  it('keeps one address to its share, and everyone to the total, and still serves', async () => {
    const fromOne = await openConnections(port, '127.0.0.2', 12);
    opened.push(...fromOne.map((entry) => entry.socket));
    expect(openCount(fromOne)).toBe(5);
    expect(refusals.overAddress).toBe(7);

    // Three more addresses, five each: the total of 20 lets 15 of them in.
    const fromOthers = (
      await Promise.all(
        ['127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6'].map((address) =>
          openConnections(port, address, 5),
        ),
      )
    ).flat();
    opened.push(...fromOthers.map((entry) => entry.socket));
    expect(openCount(fromOthers)).toBe(15);
    expect(refusals.overTotal).toBe(5);

    // Once the first address lets go, its places serve others again.
    for (const entry of fromOne) entry.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const reply = await fetch(`http://127.0.0.1:${port}/ping`);
    expect(reply.status).toBe(200);
  });
});

const floodTarget = fileURLToPath(new URL('../testing/flood-target.ts', import.meta.url));

describe('a connection flood that takes every file descriptor', { timeout: 60_000 }, () => {
  it('does not end the process: it serves again once the flood lets go', async () => {
    // 128 descriptors for the whole process, connections allowed up to 1000: the flood of 300
    // exhausts the descriptors while the load is sampled (every second).
    const child = spawn(
      'sh',
      ['-c', `ulimit -n 128 && exec "${process.execPath}" --import tsx "${floodTarget}"`],
      { env: { ...process.env, MAX_CONNECTIONS: '1000' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let exitCode: number | null | undefined;
    child.on('exit', (code) => (exitCode = code));
    try {
      await expect.poll(() => /listening (\d+)/.test(output), { timeout: 30_000 }).toBe(true);
      const port = Number(/listening (\d+)/.exec(output)![1]);
      const flood = await openConnections(port, '127.0.0.7', 300);
      // Three samples of the load with no descriptor left.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(exitCode, output).toBeUndefined();
      for (const entry of flood) entry.socket.destroy();
      await expect
        .poll(
          async () => {
            try {
              return (await fetch(`http://127.0.0.1:${port}/ping`)).status;
            } catch {
              return 0;
            }
          },
          { timeout: 15_000 },
        )
        .toBe(200);
      expect(exitCode, output).toBeUndefined();
    } finally {
      child.kill('SIGKILL');
    }
  });
});
