// The ceiling: a bare fastify app in its own process, as `recruit serve` runs in its own.
// GET /bare answers a tiny JSON object; GET /bare/jobs answers the same bytes GET /job
// sends (read once from the real server by index.mjs and passed in a file), so the cost
// of the payload itself is visible apart from recruit's work. Prints its URL on stdout.
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const jobsFile = process.argv[2];
const jobsBody = jobsFile ? readFileSync(jobsFile) : Buffer.from('[]');
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, data: { id: 1 } }));
// A bare POST of the same body POST /person takes, with a body schema and a response schema:
// what fastify and node's HTTP cost for a JSON write before recruit adds anything.
let nextId = 0;
app.post('/bare/person', {
  schema: {
    body: {
      type: 'object',
      required: ['first', 'last'],
      additionalProperties: false,
      properties: { first: { type: 'string' }, last: { type: 'string' }, email: { type: 'string' }, city: { type: 'string' } },
    },
    response: { 200: { type: 'object', properties: { success: { type: 'boolean' }, data: { type: 'object', properties: { id: { type: 'integer' } } } } } },
  },
}, async () => ({ success: true, data: { id: ++nextId } }));
app.get('/bare/jobs', async (_request, reply) => reply.type('application/json; charset=utf-8').send(jobsBody));
await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`http://127.0.0.1:${app.server.address().port}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
