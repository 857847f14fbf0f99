import { Pool } from 'undici';

export interface JsonAnswer {
  status: number;
  /** The parsed body, or null when it was not JSON. */
  body: unknown;
}

/**
 * GET a JSON answer through an undici Pool: kept-alive connections, at most `maxSockets` of
 * them, so a reconnect storm (thousands of sockets re-joining at once) queues on a few dozen
 * connections to the api instead of opening one per request. `timeoutMs` bounds the wait for
 * the answer once the request is sent (the headers, then each stretch of the body), not the
 * time it queued for a connection.
 */
export function createJsonGetter(opts: { baseUrl: string; timeoutMs: number; maxSockets: number }) {
  const base = new URL(opts.baseUrl);
  const pool = new Pool(base.origin, {
    connections: opts.maxSockets,
    headersTimeout: opts.timeoutMs,
    bodyTimeout: opts.timeoutMs,
  });
  const prefix = base.pathname.replace(/\/+$/, '');

  async function once(path: string, headers: Record<string, string>, json?: unknown): Promise<JsonAnswer> {
    const { statusCode, body } = await pool.request(
      json === undefined
        ? { path: `${prefix}${path}`, method: 'GET', headers }
        : {
            path: `${prefix}${path}`,
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(json),
          },
    );
    return { status: statusCode, body: parseJson(await body.text()) };
  }

  function get(path: string, headers: Record<string, string>): Promise<JsonAnswer> {
    return once(path, headers).catch((error: unknown) => {
      // The connection closed under the request: a kept-alive one the api closed just as it
      // was reused, or the api process went away. A GET is safe to repeat; when the process
      // is gone, the repeat is refused and the caller moves on to another api.
      if ((error as { code?: unknown }).code === 'UND_ERR_SOCKET') return once(path, headers);
      throw error;
    });
  }

  /** POST a JSON body: a read that takes a credential, which the query string (and so the api's log) must not carry. */
  function post(path: string, headers: Record<string, string>, json: unknown): Promise<JsonAnswer> {
    return once(path, headers, json).catch((error: unknown) => {
      if ((error as { code?: unknown }).code === 'UND_ERR_SOCKET') return once(path, headers, json);
      throw error;
    });
  }

  return { get, post, close: () => void pool.close() };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
