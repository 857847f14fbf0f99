/**
 * Each state's code by its key (`PROJECT_STATE.published` is 5), built from a table of states
 * keyed by code, so that code comparing or setting a state names it and the two cannot disagree.
 */
export function codesByKey<T extends Record<number, { key: string }>>(
  states: T,
): { readonly [C in keyof T as T[C] extends { key: infer K extends string } ? K : never]: C } {
  // A loop, not Object.fromEntries: the k6 bundles carry this file and k6 runs ES2017.
  const codes: Record<string, number> = {};
  for (const [code, state] of Object.entries(states)) codes[state.key] = Number(code);
  return codes as never;
}
