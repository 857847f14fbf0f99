import { ROLE_LABELS } from '@bidhall/domain/roles';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import type { LiveRound } from './live-round.ts';

/** What a newcomer needs after `npm start`: where to go, whom to sign in as, and when the live hall opens. */
export function printDemoAccounts(url: string, live: LiveRound | null = null): void {
  const rows = DEMO_ACCOUNTS.map(
    (a) => `  ${a.userName.padEnd(10)} ${a.roles.map((r) => `${r} (${ROLE_LABELS[r]['en-US']})`).join(' + ')}`,
  );
  console.log(
    [
      '',
      `云采购一站式电子交易平台 is running at ${url}`,
      `Demo accounts (tenant 1), password "${DEMO_PASSWORD}" for all — change it outside a demo:`,
      ...rows,
      '  (experts sign in through the expert login)',
      ...(live
        ? [
            `Live bidding: ${live.name}, quote window ${clock(live.opensAt)}–${clock(live.closesAt)} (this machine's time);`,
            '  sign in as supplier1 and supplier2 to quote, agency to watch, admin for the big screen',
          ]
        : []),
      '',
    ].join('\n'),
  );
}

const clock = (at: Date) => at.toTimeString().slice(0, 8);
