export default {
  checkSentences: {
    chainHolds: 'The chain holds: all {{count}} entries recompute from the genesis, head {{head}}',
    chainHoldsWithHidden:
      'The chain holds: of {{count}} entries, {{hidden}} are not public and link by their hashes; every shown entry recomputes, head {{head}}',
    chainBroken:
      'Entry {{position}} (seq {{seq}}) breaks the chain: its hash should be {{expected}}, the record says {{found}}',
    linkComputed: 'The public head of this record is {{publicHead}}; the result notice prints the same',
    linkHolds: 'The digest chain holds: every entry, hidden ones included, leads to the public head {{publicHead}}',
    linkHeadDiffers: 'The digest chain ends at {{publicHead}}, but the record states the public head {{stated}}',
    linkBroken: 'Entry {{position}} (seq {{seq}}) breaks the digest chain',
    headMatches: 'The stated head {{head}} closes the {{entries}} entries',
    headDiffers: 'The stated head is {{head}}, but the last entry ends at {{last}}',
    headCountDiffers: 'The record states {{count}} entries but holds {{entries}}',
    headMatchesNotice: 'The record ends at the head printed on the result notice, {{notice}}',
    headNoticeDiffers: 'The result notice prints head {{notice}}, but the record ends at {{ends}}',
    streamGapFree: 'Seq 1 to {{count}} of project {{projectId}}, no gap',
    streamBroken:
      'Entry {{position}} breaks the stream of project {{projectId}} (a gap, a reordering or another project)',
    rankingHolds: 'The ranking recomputed from {{quotes}} quotes ({{bidders}} bidders) matches the stated ranking',
    rankingDiffers: 'The ranking recomputed from {{quotes}} quotes differs from the stated ranking',
    rankingNotPublished: "This project does not publish the other bidders' quotes; the ranking cannot be recomputed",
    biddersCount: '{{recomputed}} valid bidders recomputed, {{claimed}} stated',
    biddersNotPublished: '{{claimed}} valid bidders stated; their quotes are not public, so not recomputed',
    failureFailed: 'Fewer valid bidders than the minimum of {{minBidders}}: the project failed',
    failureNotFailed: 'At least the minimum of {{minBidders}} valid bidders: the project did not fail',
    winnerHolds: 'The winner recomputed by method {{rule}} is supplier {{suppliers}}, as stated',
    winnerDiffers: 'The winner recomputed by method {{rule}} is supplier {{suppliers}}; the stated winner differs',
    winnerNone: 'Method {{rule}} yields no winner ({{reason}})',
    winnerNoneFailed: 'The project failed: no winner',
    winnerNotByPrice: 'Method {{rule}} is not decided by price alone; the record states no winner',
    winnerInChain: "The stated winner's final quote (supplier {{suppliers}}) is in the chain at seq {{seqs}}",
    winnerNotInChain: 'The stated winner (supplier {{suppliers}}) has no matching quote in the chain',
  },
  checkStatusLabels: {
    ok: 'holds',
    fail: 'FAILS',
    skipped: 'not checked',
  },
  recordVerdict: {
    holds: 'The record of project {{projectId}} verifies',
    fails: 'The record of project {{projectId}} does NOT verify',
  },
};
