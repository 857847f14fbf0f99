import { call, service } from '../abp/route.ts';

/** The File calls with their schemas, each method declared once. */
export const File = service('File', ({ envelope, file }) => ({
  GetProjectFilePool: call(file.FilePoolInput, file.FilePoolDto),
  Delete: call(envelope.EntityDto, envelope.Empty),
}));

/** Upload (multipart, field `file`) and download, served beside the calls (the body is not JSON). */
export const FILE_TRANSFER_PATHS = {
  upload: '/api/services/app/File/Upload',
  download: '/api/services/app/File/Download',
} as const;
