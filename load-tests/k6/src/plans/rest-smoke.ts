import { ROLES } from '@bidhall/domain/roles';
import { numEnv, type Env } from './env.ts';
import { abortingThreshold, tagged, type ThresholdTable } from './thresholds.ts';

/** Each role's account (the seed's demo ones) and the lists it reads on every iteration. */
export const ACCOUNTS: ReadonlyArray<{
  user: string;
  role: string;
  lists: ReadonlyArray<[string, Record<string, string | number>]>;
}> = [
  {
    user: 'admin',
    role: ROLES.admin,
    lists: [
      ['User/GetPaged', { MaxResultCount: 20 }],
      ['UserAudit/GetPaged', { isReview: 0 }],
    ],
  },
  {
    user: 'agency',
    role: ROLES.agency,
    lists: [
      ['Sproject/GetPaged', { MaxResultCount: 20 }],
      ['MenuNum/GetCgrNum', {}],
      ['UserAudit/GetPaged', { isReview: 0 }],
    ],
  },
  { user: 'purchaser', role: ROLES.purchaser, lists: [['Sproject/GetPaged', { MaxResultCount: 20 }]] },
  {
    user: 'supplier1',
    role: ROLES.supplier,
    lists: [
      ['Sproject/GetIndexProjectList', {}],
      ['Sproject/GetMyBidList', {}],
    ],
  },
  { user: 'expert1', role: ROLES.expert, lists: [['Sproject/GetSprojectDetailByExpertId', {}]] },
];

/** Read by every account after its sign-in. */
export const SESSION_READ = 'Session/GetCurrentLoginInformations';

export type RestSmokeConfig = ReturnType<typeof restSmokeConfig>;

export function restSmokeConfig(env: Env) {
  return {
    script: 'rest-smoke',
    vus: numEnv(env, 'VUS', 5),
    seconds: numEnv(env, 'SECONDS', 30),
    rampSeconds: numEnv(env, 'RAMP_SECONDS', 5),
    checksRatio: numEnv(env, 'CHECKS_OK_RATIO', 0.99),
    failedRatio: numEnv(env, 'HTTP_FAILED_RATIO', 0.01),
    signInP95Ms: numEnv(env, 'SIGNIN_P95_MS', 3000),
    readP95Ms: numEnv(env, 'READ_P95_MS', 500),
  };
}

/** Every endpoint read, once each. */
function readEndpoints(): string[] {
  const names = [SESSION_READ];
  for (const account of ACCOUNTS)
    for (const [service] of account.lists) if (names.indexOf(service) < 0) names.push(service);
  return names;
}

/**
 * No answered read, failed checks or failed requests fail the run; sign-in (argon2, once per
 * VU) is judged apart from the reads, and each read endpoint on its own.
 */
export function restSmokeThresholds(c: RestSmokeConfig): ThresholdTable {
  const table: ThresholdTable = {
    checks: [abortingThreshold(`rate>=${c.checksRatio}`, '10s')],
    http_req_failed: [`rate<${c.failedRatio}`],
    [tagged('http_req_duration', 'kind', 'sign-in')]: [`p(95)<${c.signInP95Ms}`],
    [tagged('http_req_duration', 'kind', 'read')]: [`p(95)<${c.readP95Ms}`],
  };
  for (const service of readEndpoints()) table[tagged('http_req_duration', 'name', service)] = [`p(95)<${c.readP95Ms}`];
  return table;
}

export function restSmokeOptions(c: RestSmokeConfig) {
  return {
    scenarios: {
      reads: {
        executor: 'ramping-vus',
        startVUs: 0,
        stages: [
          { duration: `${c.rampSeconds}s`, target: c.vus },
          { duration: `${c.seconds}s`, target: c.vus },
        ],
        gracefulRampDown: '5s',
      },
    },
    thresholds: restSmokeThresholds(c),
    summaryTrendStats: ['avg', 'min', 'med', 'max', 'p(90)', 'p(95)', 'p(99)', 'count'],
  };
}
