import http from 'node:http';
import { ROLES } from '@bidhall/domain/roles';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { runLoad, type RunStats } from './load.ts';

/**
 * Sign-ins per second: `clients` demo suppliers signing in back to back through HTTP
 * (TokenAuth/Authenticate: the argon2 verification, the throttle and the token), the case
 * of a hall opening and every bidder signing in at once.
 */
export async function signInLoad(port: number, clients: number, seconds: number): Promise<RunStats> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const users = ['supplier1', 'supplier2', 'supplier3'];
  try {
    return await runLoad(clients, seconds, (worker) => {
      const payload = JSON.stringify({
        userNameOrEmailAddress: users[worker % users.length],
        password: DEMO_PASSWORD,
        selectRole: ROLES.supplier,
      });
      return new Promise<boolean>((resolve, reject) => {
        const req = http.request(
          {
            agent,
            port,
            host: '127.0.0.1',
            path: '/api/TokenAuth/Authenticate',
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { result?: { accessToken?: string } };
              resolve(typeof body.result?.accessToken === 'string');
            });
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    });
  } finally {
    agent.destroy();
  }
}
