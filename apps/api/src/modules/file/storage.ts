import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

/**
 * Where the bytes of uploaded files live. Keys are made by the api (tenant and a random
 * id), never from a file name. The embedded store keeps them under DATA_DIR; an
 * S3-compatible store implements the same four calls and is chosen in `createFileStorage`.
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when the key holds nothing. */
  get(key: string): Promise<Buffer | null>;
  /** Deleting a missing key is not an error: a retried delete must succeed. */
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9/-]{0,199}$/;

export function createDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const locate = (key: string) => {
    // Keys are ours, but a path that escaped the root would be a bug worth stopping at.
    if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
    return path.join(base, key);
  };
  return {
    async put(key, data) {
      const file = locate(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data, { flag: 'wx' });
    },
    async get(key) {
      try {
        return await readFile(locate(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(locate(key), { force: true });
    },
  };
}

/** The store a configuration names: the embedded one under DATA_DIR/files. Built once per app (createApp, app.ts). */
export function createFileStorage(config: Pick<Config, 'dataDir'>): FileStorage {
  return createDiskStorage(path.join(config.dataDir, 'files'));
}
