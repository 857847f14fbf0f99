import type { FileDto } from '@bidhall/contracts/file';
import { File as Files, FILE_TRANSFER_PATHS } from '@bidhall/contracts/routes/file';
import type { FileStage } from '@bidhall/domain/file-access';
import { call } from '../../api/call';
import { apiPost, http } from '../../api/client';

/** projectFilePool: the project's files the caller may read, grouped by stage. */
export const getFilePool = (projectId: number) => call(Files.GetProjectFilePool, { projectId });

/** Multipart upload (file field `file`), answered with the stored file. */
export const uploadFile = (projectId: number, stage: FileStage, file: File) => {
  const form = new FormData();
  form.append('projectId', String(projectId));
  form.append('stage', stage);
  form.append('file', file);
  return apiPost<FileDto>(FILE_TRANSFER_PATHS.upload, form);
};

/** A file's bytes, fetched with the bearer token since private files need it. */
export async function downloadFile(file: FileDto): Promise<void> {
  const { data } = await http.get<Blob>(file.downloadUrl, { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName;
  a.click();
  URL.revokeObjectURL(url);
}
