export default {
  notResearch: 'This is not a market research project',
  notParty: 'You are not a party to this research project',
  noSurvey: 'This project has no survey yet',
  notDraft: 'The survey is already published; its questions can no longer change',
  notPublished: 'The survey is not published',
  terminated: 'The survey has been terminated',
  deadlinePassed: 'The survey deadline has passed',
  deadlineInPast: 'The deadline must be in the future',
  deadlineEarlier: 'A correction can only move the deadline later',
  projectState: 'The project is {{state}}; this is not possible now',
};
