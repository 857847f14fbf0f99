import { ROLE_LABELS } from '@bidhall/domain/roles';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';

/** What a newcomer needs after `npm start`: where to go and whom to sign in as. */
export function printDemoAccounts(url: string): void {
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
      '',
    ].join('\n'),
  );
}
