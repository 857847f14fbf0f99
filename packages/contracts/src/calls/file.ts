import { withSchemas } from '../abp/call.ts';
import { Empty, EntityDto } from '../abp/envelope.ts';
import { FilePoolDto, FilePoolInput } from '../file.ts';
import * as routes from '../routes/file.ts';

/** The File calls with their schemas, as the api serves them. */
export const File = withSchemas(routes.File, {
  GetProjectFilePool: [FilePoolInput, FilePoolDto],
  Delete: [EntityDto, Empty],
});
