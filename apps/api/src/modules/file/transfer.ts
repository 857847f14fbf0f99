import type { Request, Response } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { EntityDto } from '@bidhall/contracts/abp/envelope';
import { FileUploadFields } from '@bidhall/contracts/file';
import { FILE_TRANSFER_PATHS } from '@bidhall/contracts/routes/file';
import { MAX_FILE_BYTES } from '@bidhall/domain/file-types';
import { ROLES } from '@bidhall/domain/roles';
import type { RequestContext } from '../../http/context.ts';
import { ANSWERED, transferEndpoint, type TransferEndpoint } from '../../http/endpoint.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { parseInput } from '../../http/validate.ts';
import { readableFile } from './service.ts';
import { mebibytes, storeFile } from './store.ts';

// One file in memory at a time, bounded by the limit: multer stops reading past it.
const receive = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 8, fieldSize: 1024 },
}).single('file');

/** The multipart body's fields and its one file, read only once the caller may upload. */
function received(req: Request, res: Response): Promise<{ body: unknown; file: Express.Multer.File | undefined }> {
  return new Promise((resolve, reject) => {
    receive(req, res, (error: unknown) => {
      if (!error) return resolve({ body: req.body, file: req.file });
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE')
          return reject(fieldError('file.tooLarge', error.field ?? 'file', { limit: mebibytes(MAX_FILE_BYTES) }));
        return reject(fieldError('file.badUpload', error.field ?? 'file'));
      }
      reject(error as Error);
    });
  });
}

async function upload(ctx: RequestContext, req: Request, res: Response): Promise<unknown> {
  const { body, file } = await received(req, res);
  const fields = parseInput(FileUploadFields, body ?? {}, ctx.lang);
  if (!file) throw fieldError('file.missing', 'file');
  // Browsers send multipart names as UTF-8 while busboy reads them as latin1.
  const fileName = Buffer.from(file.originalname, 'latin1').toString('utf8');
  return storeFile(ctx, ctx.deps.files, {
    projectId: fields.projectId,
    stage: fields.stage,
    fileName,
    content: file.buffer,
  });
}

async function download(ctx: RequestContext, id: number, res: Response): Promise<typeof ANSWERED> {
  const file = await readableFile(ctx, id);
  const data = await ctx.deps.files.get(file.storageKey);
  if (!data) throw notFound(id);
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_');
  res.setHeader('Content-Type', file.mimeType);
  res.setHeader('Content-Length', String(data.length));
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', file.area === 'public' ? 'public, max-age=300' : 'private, no-store');
  res.end(data);
  return ANSWERED;
}

/** The two file calls that are not JSON: a multipart upload and the file's bytes. */
export const fileTransfers: TransferEndpoint[] = [
  transferEndpoint({
    path: FILE_TRANSFER_PATHS.upload,
    verb: 'post',
    summary: 'Upload one file (multipart: file, stage, projectId); its type is decided by its content',
    input: z.object({}),
    access: { roles: [ROLES.purchaser, ROLES.agency, ROLES.supplier] },
    // The bytes are stored before the row and taken back when the row fails (store.ts).
    transactional: false,
    handle: (ctx, _query, { req, res }) => upload(ctx, req, res),
  }),
  transferEndpoint({
    path: FILE_TRANSFER_PATHS.download,
    verb: 'get',
    summary: "A file's bytes, to a caller who may read it",
    input: EntityDto,
    access: 'anonymous',
    handle: (ctx, input, { res }) => download(ctx, input.id, res),
  }),
];
