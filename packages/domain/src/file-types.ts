/**
 * The upload allowlist. A file is accepted only when its name's extension is listed and its
 * first bytes carry that format's signature, so a script renamed to .pdf, or a PDF renamed
 * to .exe, is refused either way. Plain text formats are left out on purpose: they have no
 * signature, and an HTML page would pass as one.
 */
const MIB = 1024 * 1024;
/** Pictures (licences, logos, photos of seals) stay small; documents and archives may be scans. */
const IMAGE_BYTES = 5 * MIB;
const DOCUMENT_BYTES = 20 * MIB;

export const FILE_TYPES = {
  pdf: { mime: 'application/pdf', magic: ['%PDF-'], maxBytes: DOCUMENT_BYTES },
  png: { mime: 'image/png', magic: ['\x89PNG\r\n\x1a\n'], maxBytes: IMAGE_BYTES },
  jpg: { mime: 'image/jpeg', magic: ['\xff\xd8\xff'], maxBytes: IMAGE_BYTES },
  jpeg: { mime: 'image/jpeg', magic: ['\xff\xd8\xff'], maxBytes: IMAGE_BYTES },
  gif: { mime: 'image/gif', magic: ['GIF87a', 'GIF89a'], maxBytes: IMAGE_BYTES },
  // Office Open XML files are zip archives; the legacy formats are OLE compound files.
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: ['PK\x03\x04'],
    maxBytes: DOCUMENT_BYTES,
  },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    magic: ['PK\x03\x04'],
    maxBytes: DOCUMENT_BYTES,
  },
  zip: { mime: 'application/zip', magic: ['PK\x03\x04'], maxBytes: DOCUMENT_BYTES },
  doc: { mime: 'application/msword', magic: ['\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1'], maxBytes: DOCUMENT_BYTES },
  xls: { mime: 'application/vnd.ms-excel', magic: ['\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1'], maxBytes: DOCUMENT_BYTES },
} as const satisfies Record<string, { mime: string; magic: readonly string[]; maxBytes: number }>;

export type FileExtension = keyof typeof FILE_TYPES;
export const FILE_EXTENSIONS = Object.keys(FILE_TYPES) as FileExtension[];

/** The largest of the per-type limits: what the server reads at most before it knows the type. */
export const MAX_FILE_BYTES = Math.max(...Object.values(FILE_TYPES).map((t) => t.maxBytes));
export const MAX_FILE_NAME_LENGTH = 200;

export type FileRefusal = 'bad-name' | 'type-not-allowed' | 'content-mismatch' | 'empty' | 'too-large';

/** A refusal for size names the limit that applied (the type's, or the largest before the type is known). */
export type FileCheck =
  | { ok: true; extension: FileExtension; mime: string }
  | { ok: false; reason: Exclude<FileRefusal, 'too-large'> }
  | { ok: false; reason: 'too-large'; limitBytes: number };

/** The lower-case extension after the last dot, or undefined for a name without one. */
export function extensionOf(fileName: string): string | undefined {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : undefined;
}

function isFileExtension(ext: string | undefined): ext is FileExtension {
  return ext !== undefined && Object.hasOwn(FILE_TYPES, ext);
}

/**
 * Bidirectional controls (U+061C, U+200E-F, U+202A-E, U+2066-9): a right-to-left override
 * shows "发票\u202Efdp.exe" as "发票exe.pdf", so a name would read as another type than it is.
 */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Names are shown to others and used in downloads: no paths, control characters or quotes. */
export function isSafeFileName(fileName: string): boolean {
  if (fileName.length === 0 || fileName.length > MAX_FILE_NAME_LENGTH) return false;
  if (fileName.trim() !== fileName || fileName.startsWith('.')) return false;
  for (const ch of fileName) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return false;
  }
  if (BIDI_CONTROL.test(fileName)) return false;
  return !/[/\\:*?"<>|]/.test(fileName);
}

function startsWith(head: Uint8Array, signature: string): boolean {
  if (head.length < signature.length) return false;
  for (let i = 0; i < signature.length; i++) if (head[i] !== signature.charCodeAt(i)) return false;
  return true;
}

/**
 * Checks an upload by name, content and size; `head` needs only the first 16 bytes. The type
 * is the declared extension confirmed by the content's signature, and its limit applies.
 */
export function checkUpload(fileName: string, size: number, head: Uint8Array): FileCheck {
  if (!isSafeFileName(fileName)) return { ok: false, reason: 'bad-name' };
  if (size <= 0) return { ok: false, reason: 'empty' };
  const ext = extensionOf(fileName);
  if (!isFileExtension(ext)) return { ok: false, reason: 'type-not-allowed' };
  const type = FILE_TYPES[ext];
  if (!type.magic.some((signature) => startsWith(head, signature))) return { ok: false, reason: 'content-mismatch' };
  if (size > type.maxBytes) return { ok: false, reason: 'too-large', limitBytes: type.maxBytes };
  return { ok: true, extension: ext, mime: type.mime };
}
