// Run by shared-shapes.test.ts under --allow-natives-syntax: whether objects made per event and
// per audience share their hidden class (V8 map) from one call to the next. Prints one JSON line.
import { streamItemOf } from '@bidhall/contracts/hall';
import { rankQuotes } from '@bidhall/domain/ranking';

const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;
/** Two results of `make` after a thousand: V8 makes the per-run classes once a call site's feedback has warmed up. */
function sameShapeWhenWarm(make: (n: number) => object): boolean {
  for (let n = 0; n < 1000; n += 1) make(n);
  return haveSameMap(make(1000), make(1001));
}

const stateMessage = (seq: number) =>
  ({
    v: 1,
    id: `m${seq}`,
    tenantId: 1,
    createdAt: 0,
    projectId: 1,
    seq,
    type: 'project.state',
    payload: { from: 2, to: 3, winbidRule: 1 },
  }) as unknown as Parameters<typeof streamItemOf>[0];
const quote = (seq: number) => ({ supplierId: seq, amount: '100.00', acceptedAt: seq, seq });

const source = { a: 1 };
const spreadWithExtra = (n: number) => ({ ...source, extra: n });

console.log(
  JSON.stringify({
    streamItemOf: sameShapeWhenWarm((n) => streamItemOf(stateMessage(n), 'agency', null, n)!.message),
    rankQuotes: sameShapeWhenWarm((n) => rankQuotes([quote(n)], 'lowest-first')[0]!),
    // What the others avoid, on this Node: an object spread with a property added after it.
    spreadWithExtra: sameShapeWhenWarm(spreadWithExtra),
  }),
);
