import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ip = (...args: string[]) => run('ip', args, { timeout: 10_000 });

/**
 * A network namespace of its own for one process, joined to the host by a veth pair: the host
 * side at `hostAddress`, the namespace side at `innerAddress` (a /30 between them, so each
 * reaches the other by the connected route). A process started with `exec` prefixed to its
 * command lives in it: it reaches the host's services (Redis, the apis) only at `hostAddress`,
 * and is reached at `innerAddress`. Taking the host side's link down is a partition: no reset,
 * no answer, every socket still open on both sides, until the link is up again.
 */
export class NetworkNamespace {
  private constructor(
    readonly name: string,
    private readonly hostLink: string,
    readonly hostAddress: string,
    readonly innerAddress: string,
  ) {}

  /** The command prefix that runs a program inside the namespace. */
  get exec(): string[] {
    return ['ip', 'netns', 'exec', this.name];
  }

  /**
   * Made from this process's id (names of its own, a /30 of 10.231.0.0/16 picked from it), or
   * the reason it cannot be (not root, no `ip`, no namespaces in this container), with whatever
   * was made removed again.
   */
  static async create(): Promise<NetworkNamespace | { unavailable: string }> {
    const id = process.pid % 16_000;
    const prefix = `10.231.${Math.floor(id / 64)}`;
    const low = (id % 64) * 4;
    const ns = new NetworkNamespace(`bidhall-drill-${id}`, `bhd${id}h`, `${prefix}.${low + 1}`, `${prefix}.${low + 2}`);
    const inner = `bhd${id}n`;
    try {
      await ip('netns', 'add', ns.name);
      await ip('link', 'add', ns.hostLink, 'type', 'veth', 'peer', 'name', inner);
      await ip('link', 'set', inner, 'netns', ns.name);
      await ip('addr', 'add', `${ns.hostAddress}/30`, 'dev', ns.hostLink);
      await ip('link', 'set', ns.hostLink, 'up');
      await ip('netns', 'exec', ns.name, 'ip', 'addr', 'add', `${ns.innerAddress}/30`, 'dev', inner);
      await ip('netns', 'exec', ns.name, 'ip', 'link', 'set', inner, 'up');
      await ip('netns', 'exec', ns.name, 'ip', 'link', 'set', 'lo', 'up');
      return ns;
    } catch (error) {
      await ns.remove();
      const text = ((error as { stderr?: string }).stderr || (error as Error).message).trim();
      return { unavailable: `ip netns unavailable here (${text.split('\n')[0]})` };
    }
  }

  /** Drops the link (the host side of the pair): nothing passes until `up`. */
  down = () => ip('link', 'set', this.hostLink, 'down').then(() => {});

  /** The link back; the kernel restores the connected route with it. */
  up = () => ip('link', 'set', this.hostLink, 'up').then(() => {});

  /** Removes the pair and the namespace (a process still inside keeps running, cut off). */
  async remove(): Promise<void> {
    await ip('link', 'del', this.hostLink).catch(() => {});
    await ip('netns', 'del', this.name).catch(() => {});
  }
}
