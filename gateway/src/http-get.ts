import http from 'node:http';
import https from 'node:https';

export interface JsonAnswer {
  status: number;
  /** The parsed body, or null when it was not JSON. */
  body: unknown;
}

/**
 * GET a JSON answer over a keep-alive agent with a cap on parallel connections. A reconnect
 * storm (thousands of sockets re-joining at once) then queues on a few dozen connections to
 * the api instead of opening one per request.
 */
export function createJsonGetter(opts: { baseUrl: string; timeoutMs: number; maxSockets: number }) {
  const base = new URL(opts.baseUrl);
  const secure = base.protocol === 'https:';
  const agent = new (secure ? https : http).Agent({ keepAlive: true, maxSockets: opts.maxSockets });
  const request = secure ? https.request : http.request;
  const prefix = base.pathname.replace(/\/+$/, '');

  function get(path: string, headers: Record<string, string>): Promise<JsonAnswer> {
    return once(path, headers).catch((error: Error & { reusedSocket?: boolean }) => {
      // A kept-alive connection the api closed just as it was reused: a GET is safe to repeat
      // (the race the Node documentation describes under request.reusedSocket).
      if (error.reusedSocket) return once(path, headers);
      throw error;
    });
  }

  function once(path: string, headers: Record<string, string>): Promise<JsonAnswer> {
    return new Promise((resolve, reject) => {
      const req = request(
        { protocol: base.protocol, hostname: base.hostname, port: base.port, path: `${prefix}${path}`, method: 'GET', headers, agent, timeout: opts.timeoutMs },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, body: parseJson(Buffer.concat(chunks).toString('utf8')) });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer in ${opts.timeoutMs} ms`)));
      req.on('error', (error: Error & { code?: string; reusedSocket?: boolean }) => {
        error.reusedSocket = req.reusedSocket && error.code === 'ECONNRESET';
        reject(error);
      });
      req.end();
    });
  }

  return { get, close: () => agent.destroy() };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
