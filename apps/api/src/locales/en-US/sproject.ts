export default {
  createAsPurchaser: 'A purchaser creates new projects; an agency drafts one from a requirement',
  notEditable: 'The project is currently "{{state}}" and cannot be edited',
  notDeletable: 'The project is currently "{{state}}"; a published project cannot be deleted',
  unknownCompany: 'There is no such agency',
  numTaken: 'The project number "{{projectNum}}" is already taken',
  settingsInvalid: 'The bidding settings are incomplete or invalid; drafting cannot be completed',
  timesMissing: 'Fill in the sign-up deadline and the quote window first',
  windowNotOver: 'Quoting is not over yet; the result cannot be submitted',
  tooFewBidders: 'Fewer than {{min}} valid bidders: the project fails',
  notAnAgency: 'The firm chosen is not an agency; choose an agency',
  noNoticeToSend:
    "This move sends no notice of its own: its notice is drafted on the project's notices page and published from there",
};
