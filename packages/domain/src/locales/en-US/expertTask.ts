export default {
  waiting: 'Bidding not over',
  awaitingOpening: 'Awaiting opening',
  toScore: 'To score',
  submitted: 'Scores submitted',
  closed: 'Evaluation over',
  noScoring: 'No scoring',
};
