import fs from 'node:fs';
import type { Server } from 'node:net';

export interface ConnectionLimits {
  /** Open connections at most, from everyone (MAX_CONNECTIONS). */
  total: number;
  /** Open connections at most from one client address; 0 for no such cap (MAX_CONNECTIONS_PER_ADDRESS). */
  perAddress: number;
}

/** Connections refused so far, for the metrics. */
export interface ConnectionRefusals {
  readonly overTotal: number;
  readonly overAddress: number;
}

/**
 * File descriptors kept for everything but client connections: the database (a pool of 10, or
 * PGlite's files), the worker threads' pipes, the web app's files being sent, log output, /proc
 * reads. Four times what an idle server holds (~60 measured with `ls /proc/PID/fd`).
 */
const reservedFileDescriptors = 256;

/** The open-file limit Linux names when /proc cannot be read (the usual soft default). */
const fallbackOpenFileLimit = 1024;

/**
 * The default MAX_CONNECTIONS: the process's open-file limit less what the server needs besides
 * connections, so a flood of connections is refused by the server before the process runs out of
 * file descriptors (every open connection holds one). Read from /proc/self/limits (Node raises
 * the soft limit to the hard one at start-up, so this is the limit in force).
 */
export function defaultMaxConnections(): number {
  let limit = fallbackOpenFileLimit;
  try {
    const line = fs
      .readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    if (soft !== undefined && /^\d+$/.test(soft)) limit = Number(soft);
  } catch {
    // Not Linux: keep the common default.
  }
  return Math.max(16, limit - reservedFileDescriptors);
}

/**
 * Caps open connections in total (Node's `maxConnections`: one more is closed as it arrives) and
 * per client address (closed as it arrives once that address holds `perAddress`), so one host
 * cannot take every connection, nor the process every file descriptor. Slow clients are ended by
 * the request and idle timeouts set in app.ts. Behind a proxy every connection comes from the
 * proxy's address: the per-address cap is off there by default (see config.ts).
 */
export function limitConnections(server: Server, limits: ConnectionLimits): ConnectionRefusals {
  let overTotal = 0;
  let overAddress = 0;
  server.maxConnections = limits.total;
  server.on('drop', () => {
    overTotal += 1;
  });
  if (limits.perAddress > 0) {
    const openByAddress = new Map<string, number>();
    server.on('connection', (socket) => {
      const address = socket.remoteAddress ?? 'unknown';
      const open = openByAddress.get(address) ?? 0;
      if (open >= limits.perAddress) {
        overAddress += 1;
        socket.destroy();
        return;
      }
      openByAddress.set(address, open + 1);
      socket.once('close', () => {
        const left = (openByAddress.get(address) ?? 1) - 1;
        if (left <= 0) openByAddress.delete(address);
        else openByAddress.set(address, left);
      });
    });
  }
  return {
    get overTotal() {
      return overTotal;
    },
    get overAddress() {
      return overAddress;
    },
  };
}
