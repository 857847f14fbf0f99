/**
 * The verdict of a benchmark or drill: every figure is judged against its bench's one table
 * of targets, printed beside it, and the process exits non-zero when any figure missed its
 * target, is not a number (a ratio of nothing), or when fewer deliveries arrived than were
 * sent. A bench that measured nothing must not look like one that passed.
 */
export interface Target {
  /** What the figure is, as printed. */
  label: string;
  /** Printed after the figure, e.g. 'x', 'ms', 'KB'. */
  unit: string;
  atLeast?: number;
  atMost?: number;
}

export type Targets<K extends string> = Record<K, Target>;

export interface Judged {
  line: string;
  ok: boolean;
}

const bound = (t: Target) =>
  [t.atLeast !== undefined ? `>= ${t.atLeast}` : '', t.atMost !== undefined ? `<= ${t.atMost}` : '']
    .filter(Boolean)
    .join(' and ') || 'none';

/** Whether `value` meets `target`; NaN and infinities never do. */
export function meets(value: number, target: Target): boolean {
  if (!Number.isFinite(value)) return false;
  if (target.atLeast !== undefined && !(value >= target.atLeast)) return false;
  if (target.atMost !== undefined && !(value <= target.atMost)) return false;
  return true;
}

/**
 * `BENCH_TARGETS="p99Ratio<=0.5,deliveriesRatio>=2"` replaces bounds of the table's entries,
 * so a target can be set above reach on purpose (to see the bench fail) without editing it.
 */
export function withOverrides<K extends string>(targets: Targets<K>, spec: string | undefined): Targets<K> {
  if (!spec) return targets;
  const out = Object.fromEntries(Object.entries(targets).map(([k, t]) => [k, { ...(t as Target) }])) as Targets<K>;
  for (const part of spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z0-9_]+)\s*(>=|<=)\s*(-?[0-9.]+)$/.exec(part);
    if (!match) throw new Error(`BENCH_TARGETS: "${part}" is not key>=number or key<=number`);
    const [, key, op, raw] = match as unknown as [string, string, string, string];
    const target = (out as Record<string, Target>)[key];
    if (!target) throw new Error(`BENCH_TARGETS: no target "${key}" (known: ${Object.keys(targets).join(', ')})`);
    if (op === '>=') target.atLeast = Number(raw);
    else target.atMost = Number(raw);
  }
  return out;
}

/**
 * The figure with `digits` decimals, or with as many more as it takes (up to 6) for the printed
 * number to fall on the same side of its target as the figure: a deliveries ratio of 0.997
 * printed "1.00x … FAILED" reads as a contradiction.
 */
function shownAs(value: number, target: Target, ok: boolean, digits: number): string {
  if (!Number.isFinite(value)) return String(value);
  let shown = value.toFixed(digits);
  for (let d = digits + 1; d <= 6 && meets(Number(shown), target) !== ok; d++) shown = value.toFixed(d);
  return shown;
}

export class Verdict<K extends string> {
  readonly shortfalls: string[] = [];
  readonly lines: string[] = [];

  constructor(readonly targets: Targets<K>) {}

  /** Judges one figure against its target; returns the printed line (also kept in `lines`). */
  judge(key: K, value: number, digits = 2, context?: string): Judged {
    const target = context
      ? { ...this.targets[key], label: `${context} ${this.targets[key].label}` }
      : this.targets[key];
    const ok = meets(value, target);
    const shown = shownAs(value, target, ok, digits);
    const line = `${target.label}: ${shown}${target.unit} (target ${bound(target)}${target.unit}) ${ok ? 'ok' : 'FAILED'}`;
    if (!ok) this.shortfalls.push(`${target.label} ${shown}${target.unit}, target ${bound(target)}${target.unit}`);
    this.lines.push(line);
    return { line, ok };
  }

  /** Every message sent must have reached every client it was sent to. */
  delivered(what: string, delivered: number, sent: number, verb = 'delivered'): Judged {
    const ok = Number.isFinite(delivered) && Number.isFinite(sent) && sent > 0 && delivered >= sent;
    const line = `${what}: ${delivered} of ${sent} ${verb} ${ok ? 'ok' : 'FAILED'}`;
    if (!ok) this.shortfalls.push(`${what}: only ${delivered} of ${sent} ${verb}`);
    this.lines.push(line);
    return { line, ok };
  }

  /** A check that is not a figure (a step that failed outright). */
  require(ok: boolean, what: string): Judged {
    const line = `${what} ${ok ? 'ok' : 'FAILED'}`;
    if (!ok) this.shortfalls.push(what);
    this.lines.push(line);
    return { line, ok };
  }

  get passed(): boolean {
    return this.shortfalls.length === 0;
  }

  /** The closing lines: what fell short, or that every target was met. */
  summary(name: string): string[] {
    return this.passed
      ? [`${name}: every target met`]
      : [`${name} FAILED — fell short:`, ...this.shortfalls.map((s) => `  - ${s}`)];
  }

  /** The exit code the bench ends with. */
  get exitCode(): number {
    return this.passed ? 0 : 1;
  }
}
