#!/usr/bin/env node
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  CHECK_STATUS_LABELS,
  RECORD_VERDICT,
  describeCheck,
  fillIn,
  recordHolds,
} from '@bidhall/domain/record-verify-words';
import { verifyFile } from './verify-file.ts';

const USAGE = 'usage: bidhall-verify-record [--json] [--head <hash printed on the result notice>] <record.json>';

/**
 * bidhall-verify-record <file>: checks an auction record from the file alone. Exit 0 when no
 * check fails, 1 when one does, 2 when the file cannot be read as a record. `--json` prints
 * the checks as the browser page computes them; `--head` checks the record against the head
 * printed on the result notice.
 */
async function main(argv: string[]): Promise<number> {
  const args = readArgs(argv);
  const [file, ...rest] = args?.positionals ?? [];
  if (!args || !file || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const json = args.values.json === true;
  // The README-commands test: the arguments were read; nothing is checked.
  if (process.env.BIDHALL_ARGS_ONLY) return 0;
  // Under `npm run`, the script runs in its workspace; a relative path means the caller's folder.
  const verdict = await verifyFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), {
    noticeHead: args.values.head,
  });
  if (!verdict.ok) {
    console.error(verdict.error);
    return 2;
  }
  const holds = recordHolds(verdict.checks);
  if (json) console.log(JSON.stringify({ projectId: verdict.projectId, holds, checks: verdict.checks }, null, 2));
  else {
    for (const c of verdict.checks)
      console.log(
        `${CHECK_STATUS_LABELS[c.status]['en-US'].padEnd(11)} ${c.name.padEnd(8)} ${describeCheck(c, 'en-US')}`,
      );
    console.log(fillIn(RECORD_VERDICT[holds ? 'holds' : 'fails']['en-US'], { projectId: verdict.projectId }));
  }
  return holds ? 0 : 1;
}

function readArgs(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: { json: { type: 'boolean' }, head: { type: 'string' } },
      allowPositionals: true,
    });
  } catch {
    return null;
  }
}

process.exitCode = await main(process.argv.slice(2));
