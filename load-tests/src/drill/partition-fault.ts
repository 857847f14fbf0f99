import { NetworkNamespace } from '../cluster/netns.ts';
import { sleep, waitHealthy, type Service } from '../cluster/processes.ts';
import type { HallClient } from '../harness/hall-client.ts';
import type { Fault } from './faults.ts';

/** How often the gateway found its bus down since it started (its /metrics); NaN when it does not answer. */
async function busDowns(gateway: Service, token: string | undefined): Promise<number> {
  try {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const text = await (await fetch(`${gateway.url}/metrics`, { headers, signal: AbortSignal.timeout(5_000) })).text();
    return Number(/^gateway_bus_down_total (\d+)/m.exec(text)?.[1] ?? NaN);
  } catch {
    return Number.NaN;
  }
}

/**
 * Cuts `gateway` (the one in the network namespace) off from Redis by a partition, not a kill:
 * the namespace's link goes down for `seconds` while the gateway's process and its clients'
 * sockets stay up (nothing resets them; a partition is silence). Repaired once the link is
 * back and the gateway's /healthz is 200 again; the repair fails unless the gateway noticed
 * (its bus went down: the heartbeat's unanswered PING) and its process is the one cut off.
 * Its clients catching up is measured from the link's return, and the reconciliation after
 * the storm says whether anything was lost. The note tells how many of the clients joined on
 * it at the cut kept their socket through it.
 */
export function networkPartition(
  gateway: Service,
  ns: NetworkNamespace,
  seconds: number,
  clients: () => readonly HallClient[],
  metricsToken: string | undefined,
): Fault {
  let downsBefore = Number.NaN;
  let pid: number | undefined;
  let onIt: { client: HallClient; rejoin: HallClient['lastRejoin'] }[] = [];
  return {
    name: `cut ${gateway.name} off from Redis by a network partition (its namespace's link down ${seconds} s)`,
    measuredFrom: 'repair',
    inject: async () => {
      downsBefore = await busDowns(gateway, metricsToken);
      pid = gateway.child?.pid;
      onIt = clients()
        .filter((c) => c.gatewayUrl === gateway.url)
        .map((client) => ({ client, rejoin: client.lastRejoin }));
      await ns.down();
    },
    repair: async () => {
      await sleep(seconds * 1000);
      await ns.up();
      const back = Date.now();
      await waitHealthy(`${gateway.url}/healthz`, 30_000);
      const healthyMs = Date.now() - back;
      const downs = await busDowns(gateway, metricsToken);
      const child = gateway.child;
      if (!child || child.pid !== pid || child.exitCode !== null)
        throw new Error(`${gateway.name}'s process ${pid} did not stay up`);
      if (!(downs > downsBefore))
        throw new Error(
          `${gateway.name} did not notice the partition (gateway_bus_down_total ${downsBefore} → ${downs})`,
        );
      if (onIt.length === 0) throw new Error(`no client was joined on ${gateway.name} at the cut: nothing to catch up`);
      const kept = onIt.filter(({ client, rejoin }) => client.connected && client.lastRejoin === rejoin).length;
      return {
        endedAt: back,
        note: `${gateway.name} noticed (bus down ${downs - downsBefore}×), /healthz 200 ${(healthyMs / 1000).toFixed(1)} s after the link was back; process ${pid} stayed up; ${kept} of its ${onIt.length} clients kept their socket`,
      };
    },
  };
}

/**
 * The namespace the partition fault needs, made before the platform starts (the first gateway
 * starts inside it), or why the fault is skipped: turned off (`seconds` 0) or no `ip netns`
 * here (not root, a container without it). Redis, a single server or every node of a cluster,
 * then listens on the namespace's host side too (a cluster announces that address). A skip is
 * printed; with CI=true it fails the drill when the fault was asked for on the command line.
 */
export async function preparePartition(
  opts: { seconds: number; asked: boolean },
  makeNamespace: () => Promise<NetworkNamespace | { unavailable: string }> = NetworkNamespace.create,
): Promise<{ ns: NetworkNamespace } | { skipped: string }> {
  if (opts.seconds === 0) return { skipped: 'turned off (--partition-seconds 0)' };
  const made = await makeNamespace();
  if (made instanceof NetworkNamespace) return { ns: made };
  if (opts.asked && process.env.CI === 'true')
    throw new Error(`the network partition fault was asked for and cannot run: ${made.unavailable}`);
  return { skipped: made.unavailable };
}
