import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // vitest's default on two cores is one worker, and most of these files wait on sockets,
    // Redis and timers rather than compute, so two share the cores. Files on the
    // shared Redis keep to rooms and project ids of their own (tagged or offset by the process
    // id), so two of them at once do not meet.
    maxWorkers: 2,
  },
});
