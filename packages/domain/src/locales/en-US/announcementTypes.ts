export default {
  bidding: 'Bidding announcement',
  marketResearch: 'Market research announcement',
  correction: 'Correction announcement',
  supplementary: 'Supplementary announcement',
  suspension: 'Suspension announcement',
  result: 'Result announcement',
  failure: 'Failure announcement',
  researchResult: 'Research result announcement',
  researchCorrection: 'Research correction announcement',
  researchTermination: 'Research termination announcement',
};
