// The baseline of the server benchmark: a bare Fastify route, no hooks, no database.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ state: true, msg: '', result: 'hello' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening at ${address}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
