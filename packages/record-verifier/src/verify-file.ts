import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { readRecord } from '@bidhall/contracts/public-record';
import type { Sha256HexAsync } from '@bidhall/domain/auction-record';
import { verifyRecord, type Check, type VerifyOptions } from '@bidhall/domain/record-verify';

const sha256: Sha256HexAsync = async (text) => createHash('sha256').update(text, 'utf8').digest('hex');

export type FileVerdict = { ok: true; projectId: number; checks: Check[] } | { ok: false; error: string };

/** Reads a record file (a record, a public cut, or a saved ABP answer around either) and checks it. */
export async function verifyFile(file: string, options: VerifyOptions = {}): Promise<FileVerdict> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { ok: false, error: `cannot read ${file}: ${(error as Error).message}` };
  }
  const parsed = readRecord(json);
  if (!parsed.success) return { ok: false, error: `not an auction record:\n${z.prettifyError(parsed.error)}` };
  return { ok: true, projectId: parsed.data.projectId, checks: await verifyRecord(parsed.data, sha256, options) };
}
