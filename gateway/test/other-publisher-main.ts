import { createRedisBus } from '@bidhall/bus/redis-bus';
import { openWindow, ProjectOutbox } from './outbox.ts';

/** The process other-publisher.ts starts: publishes `events` quotes of one project, prints their ids. */
const [redisUrl, projectId, events] = process.argv.slice(2) as [string, string, string];
const bus = createRedisBus(redisUrl, { connectionName: 'other-publisher' });
const outbox = new ProjectOutbox({
  projectId: Number(projectId),
  tenantId: 1,
  winbidRule: 1,
  disclosure: 3,
  maxQuotes: null,
  window: openWindow(),
});
for (let i = 0; i < Number(events); i += 1) {
  const message = outbox.quote(1 + (i % 3), `${1000 - i}.00`);
  // The publisher has no offline queue: until its connection is up, a publish fails; try again.
  for (let tries = 1; ; tries += 1) {
    try {
      await bus.publish(message);
      break;
    } catch (error) {
      if (tries >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
await bus.close();
process.stdout.write(JSON.stringify(outbox.log.map((m) => m.id)));
