/**
 * A project's `mode` (specification section 3): a normal project is bid on in a quote window;
 * a research project runs a survey instead and has no quotes, no hall and no ranking.
 */
export const PROJECT_MODES = { normal: 0, research: 1 } as const;
