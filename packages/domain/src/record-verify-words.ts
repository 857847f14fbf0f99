import type { Labels, Language } from './lang.ts';
import type { Check, CheckStatus } from './record-verify.ts';
import { fillIn, labelTree } from './texts.ts';
import recordVerifyTexts from './locales/recordVerify.ts';

const TEXT = /* @__PURE__ */ labelTree(recordVerifyTexts);

/**
 * The verifier's findings in words, one sentence per check key, so the browser page and the
 * CLI say the same thing. `{{name}}` is replaced by the check's parameter of that name.
 */
export const CHECK_SENTENCES: Readonly<Record<string, Labels>> = {
  'chain.holds': TEXT.checkSentences.chainHolds,
  'chain.holdsWithHidden': TEXT.checkSentences.chainHoldsWithHidden,
  'chain.broken': TEXT.checkSentences.chainBroken,
  'link.computed': TEXT.checkSentences.linkComputed,
  'link.holds': TEXT.checkSentences.linkHolds,
  'link.headDiffers': TEXT.checkSentences.linkHeadDiffers,
  'link.broken': TEXT.checkSentences.linkBroken,
  'head.matches': TEXT.checkSentences.headMatches,
  'head.differs': TEXT.checkSentences.headDiffers,
  'head.countDiffers': TEXT.checkSentences.headCountDiffers,
  'head.matchesNotice': TEXT.checkSentences.headMatchesNotice,
  'head.noticeDiffers': TEXT.checkSentences.headNoticeDiffers,
  'stream.gapFree': TEXT.checkSentences.streamGapFree,
  'stream.broken': TEXT.checkSentences.streamBroken,
  'ranking.holds': TEXT.checkSentences.rankingHolds,
  'ranking.differs': TEXT.checkSentences.rankingDiffers,
  'ranking.notPublished': TEXT.checkSentences.rankingNotPublished,
  'bidders.count': TEXT.checkSentences.biddersCount,
  'bidders.notPublished': TEXT.checkSentences.biddersNotPublished,
  'failure.failed': TEXT.checkSentences.failureFailed,
  'failure.notFailed': TEXT.checkSentences.failureNotFailed,
  'winner.holds': TEXT.checkSentences.winnerHolds,
  'winner.differs': TEXT.checkSentences.winnerDiffers,
  'winner.none': TEXT.checkSentences.winnerNone,
  'winner.noneFailed': TEXT.checkSentences.winnerNoneFailed,
  'winner.notByPrice': TEXT.checkSentences.winnerNotByPrice,
  'winner.inChain': TEXT.checkSentences.winnerInChain,
  'winner.notInChain': TEXT.checkSentences.winnerNotInChain,
};

export const CHECK_STATUS_LABELS: Readonly<Record<CheckStatus, Labels>> = {
  ok: TEXT.checkStatusLabels.ok,
  fail: TEXT.checkStatusLabels.fail,
  skipped: TEXT.checkStatusLabels.skipped,
};

export const RECORD_VERDICT: Readonly<Record<'holds' | 'fails', Labels>> = {
  holds: TEXT.recordVerdict.holds,
  fails: TEXT.recordVerdict.fails,
};

export { fillIn };

/** A check's sentence in one language. */
export function describeCheck(check: Check, lang: Language): string {
  const labels = CHECK_SENTENCES[check.key];
  return labels ? fillIn(labels[lang], check.params) : check.key;
}

/** The record holds when no check fails (a check the cut cannot make is not a failure). */
export const recordHolds = (checks: readonly Check[]): boolean => checks.every((c) => c.status !== 'fail');
