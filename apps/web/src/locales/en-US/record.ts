/** The public auction record: its box on result notices, the public notices and the verification page. */
export default {
  box: {
    title: 'Auction record',
    head: 'Chain head (whole record)',
    publicHead: 'Public head (public record)',
    hint: 'Anyone can download the public record and check it against these heads, here or with the verifier package.',
    download: 'Download the public record',
    verify: 'Verify it',
  },
  notices: {
    title: 'Result announcements',
    intro: 'Published results of finished auctions, each with its verifiable record.',
    empty: 'No result has been announced yet',
    open: 'Open',
    back: 'All result announcements',
    signIn: 'Sign in',
  },
  verify: {
    title: 'Verify an auction record',
    intro:
      'The record is checked in this browser: every hash is recomputed with Web Crypto, and the ranking and the winner are recomputed from the quotes. Nothing is sent anywhere.',
    drop: 'Drop a record file here, or click to choose one',
    dropHint: 'A file downloaded from a result notice (public record) or exported by a party (whole record)',
    projectId: 'Project id',
    fetch: 'Fetch its public record',
    noticeHead: 'Head printed on the result notice (optional)',
    checking: 'Checking…',
    notJson: 'This file is not JSON: {{message}}',
    notRecord: 'This file is not an auction record',
    fetchFailed: 'The public record could not be fetched: {{message}}',
    noWebCrypto:
      'This browser offers no Web Crypto here (it needs https or localhost); use the command-line verifier instead.',
    source: 'Checked: {{source}}',
    checks: {
      chain: 'Hash chain',
      link: 'Digest chain',
      head: 'Head',
      stream: 'Sequence',
      ranking: 'Ranking',
      bidders: 'Bidders',
      failure: 'Failure',
      winner: 'Winner',
    },
  },
};
