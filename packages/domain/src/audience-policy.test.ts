import { describe, expect, it } from 'vitest';
import { PHASES, RELATIONS, audienceFacts, contractSide, projectPhase, type Phase } from './audience-policy.ts';
import { ROLES } from './roles.ts';

const open3 = { disclosure: 3, sealed: false } as const;
const open1 = { disclosure: 1, sealed: false } as const;
const sealed = { disclosure: 3, sealed: true } as const;
const BEFORE_END: Phase[] = ['signUpOpen', 'signUpClosed', 'windowOpen'];

describe('audience policy (rules.md "What each audience sees")', () => {
  it('tells no supplier and no expert who else signed up or how many before the window', () => {
    for (const relation of RELATIONS.filter(
      (r) => !['handlingAgency', 'owningPurchaser', 'platformStaff'].includes(r),
    )) {
      for (const phase of ['signUpOpen', 'signUpClosed'] as const) {
        const f = audienceFacts(relation, phase, open3);
        expect([relation, phase, f.identities, f.count, f.contacts]).toEqual([relation, phase, 'none', false, false]);
      }
    }
  });
  it('gives the expert nothing about bidders until the window ends, then everything', () => {
    for (const phase of BEFORE_END)
      expect(audienceFacts('assignedExpert', phase, open3)).toMatchObject({
        identities: 'none',
        count: false,
        amounts: 'none',
        contacts: false,
        live: true,
      });
    expect(audienceFacts('assignedExpert', 'windowEnded', open3)).toMatchObject({
      identities: 'all',
      count: true,
      amounts: 'all',
      contacts: true,
    });
  });
  it('follows the disclosure table for passed bidders during the window', () => {
    expect(audienceFacts('passedBidder', 'windowOpen', open1)).toMatchObject({
      identities: 'none',
      amounts: 'none',
      ranks: false,
      live: true,
    });
    expect(audienceFacts('passedBidder', 'windowOpen', { disclosure: 2, sealed: false })).toMatchObject({
      identities: 'none',
      amounts: 'all',
      ranks: true,
    });
    expect(audienceFacts('passedBidder', 'windowOpen', open3)).toMatchObject({
      identities: 'all',
      amounts: 'all',
      ranks: true,
    });
    expect(audienceFacts('passedBidder', 'windowOpen', sealed)).toMatchObject({
      identities: 'none',
      amounts: 'none',
      count: false,
    });
    expect(audienceFacts('passedBidder', 'windowEnded', sealed)).toMatchObject({
      identities: 'none',
      amounts: 'none',
      count: false,
    });
    expect(audienceFacts('passedBidder', 'opened', sealed)).toMatchObject({
      identities: 'all',
      amounts: 'all',
      ranks: true,
    });
  });
  it('lets only passed bidders and the parties into the hall, only staff and parties on the screen', () => {
    const live = RELATIONS.filter((r) => audienceFacts(r, 'windowOpen', open3).live);
    expect(live.sort()).toEqual(['assignedExpert', 'handlingAgency', 'owningPurchaser', 'passedBidder']);
    const screen = RELATIONS.filter((r) => audienceFacts(r, 'windowOpen', open3).screen);
    expect(screen.sort()).toEqual(['handlingAgency', 'owningPurchaser', 'platformStaff']);
  });
  it('shows sealed amounts to no one, the agency included, until they are opened', () => {
    for (const phase of ['windowOpen', 'windowEnded'] as const)
      expect(audienceFacts('handlingAgency', phase, sealed).amounts).toBe('none');
    expect(audienceFacts('handlingAgency', 'opened', sealed).amounts).toBe('all');
  });
  it('publishes the winner, or everyone in mode 3, once the result is out', () => {
    expect(audienceFacts('anonymous', 'resultPublished', open1)).toMatchObject({
      identities: 'winner',
      amounts: 'winner',
      ranks: false,
    });
    expect(audienceFacts('nonParticipant', 'resultPublished', open3)).toMatchObject({
      identities: 'all',
      amounts: 'all',
    });
    for (const phase of PHASES.slice(0, 5)) expect(audienceFacts('anonymous', phase, open3).identities).toBe('none');
  });
  it('reads the phase from the state and the clock', () => {
    const base = {
      state: 5,
      applyToTime: 100,
      uppriceFromTime: 200,
      uppriceToTime: 300,
      windowClosed: false,
      quotesOpened: false,
    };
    expect([50, 150, 250, 350].map((now) => projectPhase({ ...base, now }))).toEqual([
      'signUpOpen',
      'signUpClosed',
      'windowOpen',
      'windowEnded',
    ]);
    expect(projectPhase({ ...base, now: 350, state: 6 })).toBe('opened');
    expect(projectPhase({ ...base, now: 350, state: 7 })).toBe('resultPublished');
    expect(projectPhase({ ...base, now: 250, quotesOpened: true })).toBe('opened');
    expect(projectPhase({ ...base, now: 250, state: 8 })).toBe('windowEnded');
  });
});

describe('contractSide', () => {
  it('gives each party its own side, the administrator all and the expert none', () => {
    expect(contractSide(ROLES.purchaser)).toBe('purchaser');
    expect(contractSide(ROLES.supplier)).toBe('supplier');
    expect(contractSide(ROLES.agency)).toBe('agency');
    expect(contractSide(ROLES.admin)).toBe('all');
    expect(contractSide(ROLES.expert)).toBe('none');
  });
});
