export default {
  generic: 'An internal error occurred. Please try again later.',
  validation: 'Your request is not valid. Please check the input.',
  bodyTooLarge: 'The request is too large',
  badJson: 'The request body is not valid JSON',
  bodyNotJson: 'The request body must be JSON (Content-Type: application/json)',
  unknownField: 'Cannot filter or sort by {{field}}',
  notFound: 'No such api',
  wrongVerb: 'This api is called with {{verbs}}',
  entityNotFound: 'There is no such record (id={{id}})',
  unknownTenant: 'There is no such tenant',
  inactiveTenant: 'This tenant is inactive',
  pageNotFound: 'No such page',
};
