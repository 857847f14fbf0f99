import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded platform needs a JWT secret without asking for one: it is generated on the
 * first start and kept in DATA_DIR, so tokens survive a restart. Scaled deployments set
 * JWT_SECRET, shared by every api and gateway process.
 */
export function loadOrCreateSecret(dataDir: string): string {
  const file = path.resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
