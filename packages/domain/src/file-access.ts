import type { Labels } from './lang.ts';
import { ROLES } from './roles.ts';
import type { RoleName } from './roles.ts';
import { labelTree } from './texts.ts';
import fileAccessTexts from './locales/fileAccess.ts';

const TEXT = /* @__PURE__ */ labelTree(fileAccessTexts);

/**
 * Where a project's files belong in projectFilePool (the file summary), in the order of the
 * project's life. The uploader names the stage; notices and contracts set theirs.
 */
export const FILE_STAGES = {
  project: TEXT.project,
  signup: TEXT.signup,
  quote: TEXT.quote,
  evaluation: TEXT.evaluation,
  notice: TEXT.notice,
  agreement: TEXT.agreement,
} as const satisfies Record<string, Labels>;

export type FileStage = keyof typeof FILE_STAGES;
export const FILE_STAGE_KEYS = Object.keys(FILE_STAGES) as FileStage[];

/** public: attachments of published notices, readable by anyone; private: the parties only. */
export type FileArea = 'public' | 'private';

export interface FileOwner {
  area: FileArea;
  uploaderUserId: number;
  uploaderCompanyId: number | null;
}

/** The companies a project's private files are shared with. */
export interface FileParties {
  purchaserCompanyId: number | null;
  agencyCompanyId: number | null;
  /** Suppliers entitled to this file: the winner for a contract's attachments, else none. */
  supplierCompanyIds: readonly number[];
}

export interface FileViewer {
  userId: number;
  companyId: number | null;
  role: RoleName;
}

/**
 * Who may read a file. A supplier's sign-up and quote documents stay between its firm and
 * the project's organisers: other bidders are never parties to them, whatever they upload.
 */
export function canReadFile(file: FileOwner, parties: FileParties | null, viewer: FileViewer | null): boolean {
  if (file.area === 'public') return true;
  if (!viewer) return false;
  if (viewer.userId === file.uploaderUserId) return true;
  if (viewer.role === ROLES.admin) return true;
  const company = viewer.companyId;
  if (company === null) return false;
  if (viewer.role === ROLES.supplier) {
    return company === file.uploaderCompanyId || (parties?.supplierCompanyIds.includes(company) ?? false);
  }
  if (viewer.role === ROLES.purchaser)
    return company === parties?.purchaserCompanyId || company === file.uploaderCompanyId;
  if (viewer.role === ROLES.agency) return company === parties?.agencyCompanyId || company === file.uploaderCompanyId;
  return false;
}

/** Only the uploader deletes, and only while the file is not part of a published notice or signed contract. */
export function canDeleteFile(file: FileOwner & { frozen: boolean }, viewer: FileViewer): boolean {
  return viewer.userId === file.uploaderUserId && !file.frozen;
}
