import { execFile } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every `npm run …` command a README prints works as printed from the repository's root: its
 * script exists where the command looks for it, and the commands of ours that take arguments
 * get them (a root script that does not pass them through fails here, as `npm run
 * bench:gateway -- --sockets 10000` once did). Each of those runs with BIDHALL_ARGS_ONLY=1,
 * which makes it stop once its arguments are read and checked.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const READMES = [
  'README.md',
  ...['apps', 'packages'].flatMap((d) => readdirSync(path.join(ROOT, d)).map((w) => `${d}/${w}/README.md`)),
  'gateway/README.md',
  'load-tests/README.md',
].filter((f) => existsSync(path.join(ROOT, f)));
/** Scripts of ours that read arguments and honour BIDHALL_ARGS_ONLY, by the package that defines them. */
const PARSING: Record<string, string[]> = {
  '': ['bench', 'bench:gateway', 'bench:quotes', 'drill', 'load', 'start:cluster', 'verify-record'],
  '@bidhall/load-tests': ['fixture', 'load', 'drill', 'cluster', 'rejoin-burst'],
  '@bidhall/gateway': ['bench', 'bench:gateway'],
  '@bidhall/api': ['bench:quotes', 'bench:slot-map', 'verify-record'],
};
/** Named bare in the prose (`npm run verify-record` checks a record…), they need an argument to run. */
const NEEDS_ARGUMENT = new Set(['verify-record']);
/** What the READMEs write for "your value here". */
const PLACEHOLDERS: Array<[RegExp, string]> = [
  [/<file>|<record\.json>/g, 'record.json'],
  [/<name>/g, 'readme_check'],
  [/…/g, 'http://127.0.0.1:9'],
];

type Command = { text: string; workspace: string; script: string; args: string[] };

function commandsOf(markdown: string): string[] {
  const found: string[] = [];
  // Fenced blocks, with `\` continuations joined; and inline code spans in the prose.
  for (const block of markdown.matchAll(/```[a-z]*\n([\s\S]*?)```/g)) {
    for (const line of block[1]!.replace(/\\\n\s*/g, ' ').split('\n'))
      if (line.trim().startsWith('npm run ')) found.push(line.trim());
  }
  for (const span of markdown.replace(/```[\s\S]*?```/g, '').matchAll(/`(npm run [^`]+)`/g)) found.push(span[1]!);
  return found.map((c) => c.replace(/\s+#.*$/, '').trim());
}

function parse(text: string): Command {
  let filled = text;
  for (const [pattern, value] of PLACEHOLDERS) filled = filled.replace(pattern, value);
  const words = filled.split(/\s+/).slice(2);
  const script = words.shift()!;
  let workspace = '';
  const dash = words.indexOf('--');
  const before = dash === -1 ? words : words.slice(0, dash);
  const w = before.indexOf('-w');
  if (w !== -1) workspace = before[w + 1]!;
  return { text, workspace, script, args: dash === -1 ? [] : words.slice(dash + 1) };
}

function scriptsOf(workspace: string): Record<string, string> {
  if (!workspace) return JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts;
  for (const dir of ['apps', 'packages']
    .flatMap((d) => readdirSync(path.join(ROOT, d)).map((w) => `${d}/${w}`))
    .concat(['gateway', 'load-tests'])) {
    const file = path.join(ROOT, dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    if (pkg.name === workspace) return pkg.scripts ?? {};
  }
  throw new Error(`no workspace ${workspace}`);
}

function run(c: Command): Promise<{ code: number; output: string }> {
  const argv = [
    'run',
    c.script,
    ...(c.workspace ? ['-w', c.workspace] : []),
    ...(c.args.length ? ['--', ...c.args] : []),
  ];
  return new Promise((resolve) => {
    execFile(
      'npm',
      argv,
      { cwd: ROOT, env: { ...process.env, BIDHALL_ARGS_ONLY: '1' }, timeout: 120_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: `${stdout}${stderr}` });
      },
    );
  });
}

const commands = [
  ...new Map(
    READMES.flatMap((f) =>
      commandsOf(readFileSync(path.join(ROOT, f), 'utf8')).map(
        (text) => [text, { ...parse(text), readme: f }] as const,
      ),
    ),
  ).values(),
];

describe('the commands the READMEs print', () => {
  it('are found (the parser reads the READMEs)', () => {
    expect(commands.map((c) => c.text)).toContain(
      'npm run bench:gateway -- --sockets 10000 --workers 6 --events 200 --rate 20',
    );
    expect(commands.length).toBeGreaterThan(10);
  });

  it('name scripts that exist where they are run', () => {
    for (const c of commands) expect(scriptsOf(c.workspace), `${c.readme}: ${c.text}`).toHaveProperty([c.script]);
  });

  it('pass their arguments through to the command that reads them', async () => {
    const runnable = commands.filter(
      (c) => PARSING[c.workspace]?.includes(c.script) && (c.args.length > 0 || !NEEDS_ARGUMENT.has(c.script)),
    );
    // Those in PARSING are run; the rest are other tools' (vite, drizzle-kit, esbuild) or take no arguments.
    expect(runnable.length).toBeGreaterThan(8);
    const unique = [...new Map(runnable.map((c) => [`${c.workspace} ${c.script} ${c.args.join(' ')}`, c])).values()];
    const results: Array<{ c: Command & { readme: string }; code: number; output: string }> = [];
    // A few at a time: each is an npm and a tsx start-up.
    for (let i = 0; i < unique.length; i += 4) {
      results.push(...(await Promise.all(unique.slice(i, i + 4).map(async (c) => ({ c, ...(await run(c)) })))));
    }
    for (const { c, code, output } of results) expect(code, `${c.readme}: ${c.text}\n${output.slice(-1500)}`).toBe(0);
  });

  it('would catch a root script that drops its arguments', async () => {
    // Without the `--` passthrough npm takes --sockets for its own option and the bench sees a stray "10000".
    const { code } = await new Promise<{ code: number }>((resolve) =>
      execFile(
        'npm',
        ['run', 'bench:gateway', '-w', '@bidhall/gateway', '--sockets', '10000'],
        { cwd: ROOT, env: { ...process.env, BIDHALL_ARGS_ONLY: '1' }, timeout: 120_000 },
        (error) => resolve({ code: error ? 1 : 0 }),
      ),
    );
    expect(code).not.toBe(0);
  });
});
