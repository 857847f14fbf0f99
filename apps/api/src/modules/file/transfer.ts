import { Router, type Request, type Response } from 'express';
import multer from 'multer';
import { EntityDto } from '@bidhall/contracts/abp/envelope';
import { FileUploadFields } from '@bidhall/contracts/file';
import { MAX_FILE_BYTES } from '@bidhall/domain/file-types';
import { resolveLanguage } from '@bidhall/domain/lang';
import { ROLES } from '@bidhall/domain/roles';
import type { AppDeps, RequestContext } from '../../http/context.ts';
import { fieldError, forbidden, notFound, unauthorized } from '../../http/errors.ts';
import { sendResult } from '../../http/respond.ts';
import { bearerToken, optionalSession, resolveSession } from '../../http/session.ts';
import { resolveTenant } from '../../http/tenant.ts';
import { parseInput } from '../../http/validate.ts';
import { DOWNLOAD_PATH, readableFile } from './service.ts';
import { fileStorageFor } from './storage.ts';
import { mebibytes, storeFile } from './store.ts';

export const UPLOAD_PATH = '/api/services/app/File/Upload';
const UPLOADERS: readonly string[] = [ROLES.purchaser, ROLES.agency, ROLES.supplier];

// One file in memory at a time, bounded by the limit: multer stops reading past it.
const receive = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 8, fieldSize: 1024 } }).single('file');

function received(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    receive(req, res, (error: unknown) => {
      if (!error) return resolve();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return reject(fieldError('file.tooLarge', error.field ?? 'file', { limit: mebibytes(MAX_FILE_BYTES) }));
        return reject(fieldError('file.badUpload', error.field ?? 'file'));
      }
      reject(error as Error);
    });
  });
}

async function contextOf(deps: AppDeps, req: Request, signedIn: boolean): Promise<RequestContext> {
  const token = bearerToken(req);
  if (signedIn && !token) throw unauthorized();
  const session = signedIn ? await resolveSession(deps, token!) : await optionalSession(deps, token);
  const tenantId = await resolveTenant(deps, req, session);
  const lang = resolveLanguage(req.headers['accept-language']);
  return { deps, db: deps.db, lang, tenantId, session, ip: req.ip ?? 'unknown', log: req.log, afterCommit: (task) => void task() };
}

async function upload(deps: AppDeps, req: Request, res: Response): Promise<unknown> {
  const ctx = await contextOf(deps, req, true);
  if (ctx.session!.isReview !== 1) throw forbidden('auth.notReviewed');
  if (!UPLOADERS.includes(ctx.session!.role)) throw forbidden();
  await received(req, res);
  const fields = parseInput(FileUploadFields, req.body ?? {}, ctx.lang);
  const file = req.file;
  if (!file) throw fieldError('file.missing', 'file');
  // Browsers send multipart names as UTF-8 while busboy reads them as latin1.
  const fileName = Buffer.from(file.originalname, 'latin1').toString('utf8');
  return storeFile(ctx, fileStorageFor(deps.config), { projectId: fields.projectId, stage: fields.stage, fileName, content: file.buffer });
}

async function download(deps: AppDeps, req: Request, res: Response): Promise<void> {
  const ctx = await contextOf(deps, req, false);
  const { id } = parseInput(EntityDto, req.query, ctx.lang);
  const file = await readableFile(ctx, id);
  const data = await fileStorageFor(deps.config).get(file.storageKey);
  if (!data) throw notFound(id);
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_');
  res.setHeader('Content-Type', file.mimeType);
  res.setHeader('Content-Length', String(data.length));
  res.setHeader('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', file.area === 'public' ? 'public, max-age=300' : 'private, no-store');
  res.end(data);
}

/** The two calls that are not JSON: multipart upload and the file's bytes. */
export function fileTransferRouter(deps: AppDeps): Router {
  const router = Router();
  router.post(UPLOAD_PATH, async (req, res) => sendResult(res, await upload(deps, req, res)));
  router.get(DOWNLOAD_PATH, (req, res) => download(deps, req, res));
  return router;
}
