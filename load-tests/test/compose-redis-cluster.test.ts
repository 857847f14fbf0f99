import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * docker-compose.yml runs the bus on a Redis Cluster of three primaries and three replicas, as
 * `npm run start:cluster -- --redis cluster` does here. Docker is not on every machine that
 * runs the tests, so the file is read as YAML (anchors and aliases resolved, as compose does)
 * and its topology checked.
 */
type Service = {
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
};
const compose = parse(readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8'), {
  merge: true,
}) as { services: Record<string, Service> };
const services = compose.services;
const nodes = Object.keys(services).filter((name) => /^redis-\d+$/.test(name));

describe('the compose topology', () => {
  it('has six Redis nodes, each a redis-server with cluster mode on', () => {
    expect(nodes).toHaveLength(6);
    for (const name of nodes) {
      const command = services[name]!.command!;
      expect(command[0]).toBe('redis-server');
      expect(command[command.indexOf('--cluster-enabled') + 1]).toBe('yes');
    }
    expect(services.redis).toBeUndefined();
  });

  it('joins them into one cluster with one replica per primary, once every node is up', () => {
    const init = services['redis-cluster-init']!;
    const script = init.command!.join(' ');
    expect(script).toContain('redis-cli --cluster create');
    expect(script).toContain('--cluster-replicas 1');
    expect(script).toContain('for n in 1 2 3 4 5 6');
    expect(Object.keys(init.depends_on!).sort()).toEqual([...nodes].sort());
  });

  it('puts the apis and the gateways on that cluster, started once it is formed', () => {
    for (const name of ['api', 'gateway']) {
      const service = services[name]!;
      expect(service.environment!.REDIS_URL).toBeUndefined();
      expect(service.environment!.REDIS_CLUSTER_NODES!.split(',')).toEqual(nodes.map((n) => `${n}:6379`));
      expect(service.depends_on!['redis-cluster-init']).toEqual({ condition: 'service_completed_successfully' });
    }
  });
});
