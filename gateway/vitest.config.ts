import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // vitest's default on two cores is one worker, and most of these files wait on sockets,
    // Redis and timers rather than compute, so two share the cores. Files on the
    // shared Redis keep to rooms and project ids of their own (tagged or offset by the process
    // id), so two of them at once do not meet.
    maxWorkers: 2,
    // A worker runs its files one after another in one module graph: importing socket.io,
    // ioredis and the contracts once per worker rather than once per file was 40 % of the
    // suite's CPU. It is safe because every gateway, bus and metrics registry is made by a
    // factory per test (no module-level state) and no file mocks a module, fakes timers or
    // changes process.env; files of one worker share its process id, but never at the same time,
    // and Redis carries only pub/sub between them, nothing that outlives a file's afterAll.
    isolate: false,
  },
});
