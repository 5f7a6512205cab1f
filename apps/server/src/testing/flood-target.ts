/**
 * A server with the product's load shedding and connection caps and nothing else, for the
 * connection-flood test (http/connection-limits.test.ts), which runs it in a child process under a
 * small open-file limit. Prints `listening <port>` once it listens. MAX_CONNECTIONS is read from
 * the environment (set above the file limit, so that descriptors run out before the cap refuses).
 */
import Fastify from 'fastify';
import { limitConnections } from '../http/connection-limits.ts';
import { registerLoadShedding } from '../http/load-shedding.ts';

const app = Fastify({ connectionTimeout: 60_000, requestTimeout: 30_000 });
limitConnections(app.server, {
  total: Number(process.env.MAX_CONNECTIONS ?? 1000),
  perAddress: 0,
});
await registerLoadShedding(app);
app.get('/ping', async () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address !== null ? address.port : ''}`);
