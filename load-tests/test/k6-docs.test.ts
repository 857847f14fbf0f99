import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The operator reads the README and runs compose: every variable a k6 script reads is in the
 * README's table, and every one compose passes to k6 is there under the host name compose
 * reads it from.
 */
const root = new URL('../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const table = readme.slice(readme.indexOf('### Variables'), readme.indexOf('### Metrics and thresholds'));
const compose = readFileSync(new URL('../docker-compose.yml', root), 'utf8');

function sources(dir: URL): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(new URL(`${e.name}/`, dir))
      : e.name.endsWith('.ts')
        ? [readFileSync(new URL(e.name, dir), 'utf8')]
        : [],
  );
}

/** NAME -> the compose (host) expression of the k6 service's environment. */
function composeK6Environment(): Map<string, string> {
  const k6 = compose.slice(compose.indexOf('\n  k6:'));
  const block = k6.slice(k6.indexOf('environment:'), k6.indexOf('volumes:'));
  return new Map([...block.matchAll(/^ {6}([A-Z0-9_]+): (.+)$/gm)].map((m) => [m[1]!, m[2]!]));
}

describe('the k6 variables', () => {
  it('are all in the README table', () => {
    const read = new Set(
      sources(new URL('k6/src/', root)).flatMap((s) =>
        [...s.matchAll(/(?:num|str)Env\(\w+, '([A-Z0-9_]+)'/g)].map((m) => m[1]!),
      ),
    );
    expect(read.size).toBeGreaterThan(15);
    for (const name of read) expect(table, name).toContain(`\`${name}\``);
  });

  it('that compose passes are in the table under their compose names', () => {
    const env = composeK6Environment();
    expect(env.get('SECONDS')).toBe('${SECONDS_TO_RUN:-60}');
    for (const [name, value] of env) {
      expect(table, name).toContain(`\`${name}\``);
      const host = /^\$\{([A-Z0-9_]+)/.exec(value)?.[1];
      if (host) expect(table, `${name} from ${host}`).toContain(`\`${host}\``);
    }
  });
});
