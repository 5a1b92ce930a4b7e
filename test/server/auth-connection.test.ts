// Auth on a keep-alive connection (auth.ts keeps the hash of the token a connection presented
// last): every request is still identified by the token it carries and checked against the
// current tokens — a connection that switches tokens is each time the new caller, and a token
// revoked between two requests of one connection is refused on the second. Real server, one socket.
import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  agent.destroy();
  await server.close();
});

let email = 0;
/** POST /person on the one kept-alive socket: the status and the client port of the connection. */
function postPerson(token: string): Promise<{ status: number; port: number | undefined }> {
  const body = JSON.stringify({ first: 'Kapcsolat', last: 'Próba', email: `connection.${email++}@example.test` });
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${server.url}/person`, {
      method: 'POST', agent,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, port: request.socket?.localPort }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('tokens on one keep-alive connection', () => {
  it('identifies each request by its own token and refuses one revoked between two requests', async () => {
    const answers = [
      await postPerson(server.writeToken),
      await postPerson(server.readToken), // read scope: refused a write
      await postPerson(server.token),
      await postPerson(server.writeToken),
    ];
    await server.server.tokens.revoke('test-write-only');
    answers.push(await postPerson(server.writeToken));
    answers.push(await postPerson(`${server.token}x`)); // not a token
    answers.push(await postPerson(server.token));
    expect(answers.map((a) => a.status)).toEqual([200, 403, 200, 200, 401, 401, 200]);
    // All of them on one connection (the 401s and the 403 do not close it).
    expect(new Set(answers.map((a) => a.port)).size).toBe(1);
  });
});
