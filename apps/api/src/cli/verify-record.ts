import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ProjectRecordExport } from '@bidhall/contracts/project-record';
import { verifyRecord } from '../modules/project-record/verify.ts';

/**
 * npm run verify-record -- <file>: checks an exported auction record (ProjectRecord/Export,
 * the whole ABP answer or just its result) from the file alone. Exit 0 when every check
 * passes, 1 when one fails, 2 when the file cannot be read as a record.
 */
function main(argv: string[]): number {
  const file = argv[0];
  if (!file) {
    console.error('usage: npm run verify-record -- <exported-record.json>');
    return 2;
  }
  // npm runs workspace scripts in the workspace folder; a relative path means the caller's folder.
  const full = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(full, 'utf8'));
  } catch (error) {
    console.error(`cannot read ${full}: ${(error as Error).message}`);
    return 2;
  }
  const body = json && typeof json === 'object' && '__abp' in json ? (json as unknown as { result: unknown }).result : json;
  const parsed = ProjectRecordExport.safeParse(body);
  if (!parsed.success) {
    console.error(`not an auction record:\n${z.prettifyError(parsed.error)}`);
    return 2;
  }
  const checks = verifyRecord(parsed.data);
  for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name.padEnd(8)} ${c.detail}`);
  const ok = checks.every((c) => c.ok);
  console.log(ok ? `record of project ${parsed.data.projectId} verifies` : `record of project ${parsed.data.projectId} does NOT verify`);
  return ok ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
