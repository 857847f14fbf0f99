import { route, routes } from '../abp/route.ts';
import type { Empty, EntityDto } from '../abp/envelope.ts';
import type { FilePoolDto, FilePoolInput } from '../file.ts';

/** The File calls' paths and verbs; their schemas in types only (no zod at run time). */
export const File = routes('File', {
  GetProjectFilePool: route<typeof FilePoolInput, typeof FilePoolDto>(),
  Delete: route<typeof EntityDto, typeof Empty>(),
});

/** Upload (multipart, field `file`) and download, served beside the calls (the body is not JSON). */
export const FILE_TRANSFER_PATHS = {
  upload: '/api/services/app/File/Upload',
  download: '/api/services/app/File/Download',
} as const;
