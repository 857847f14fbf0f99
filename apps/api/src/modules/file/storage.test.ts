import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage, type FileStorage } from './storage.ts';

let root: string;
let store: FileStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'bidhall-store-'));
  store = createDiskStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('embedded file store', () => {
  it('puts, gets and deletes by key; a missing key reads as null and deletes quietly', async () => {
    await store.put('t1/abc', Buffer.from('hello'));
    expect((await store.get('t1/abc'))?.toString()).toBe('hello');
    await store.delete('t1/abc');
    expect(await store.get('t1/abc')).toBeNull();
    await expect(store.delete('t1/abc')).resolves.toBeUndefined();
  });

  it('never overwrites a stored object', async () => {
    await store.put('t1/once', Buffer.from('first'));
    await expect(store.put('t1/once', Buffer.from('second'))).rejects.toThrow();
    expect((await store.get('t1/once'))?.toString()).toBe('first');
  });

  it('refuses keys that could leave its root', async () => {
    for (const key of ['../x', 't1/../../x', '/etc/passwd', 'T1/UPPER', '']) {
      await expect(store.get(key), key).rejects.toThrow('invalid storage key');
    }
  });
});
