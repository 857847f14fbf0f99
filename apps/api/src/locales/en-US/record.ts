export default {
  notWholeAudience:
    "You may not export this project's whole record; its public record is open once the result is published",
  resultNotPublished: 'The auction record is public once the result announcement is published',
  windowNotEnded: 'The auction record can be exported once the quote window has ended',
};
