import { describe, expect, it } from 'vitest';
import { FILE_TYPES, MAX_FILE_BYTES, checkUpload, extensionOf, isSafeFileName } from './file-types.ts';

const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const PDF = bytes('%PDF-1.7\n');
const PNG = bytes('\x89PNG\r\n\x1a\n\0\0\0\rIHDR');
const ZIP = bytes('PK\x03\x04\x14\0\0\0');

describe('upload allowlist', () => {
  it('accepts a listed type whose content matches', () => {
    expect(checkUpload('招标文件.pdf', 100, PDF)).toEqual({ ok: true, extension: 'pdf', mime: 'application/pdf' });
    expect(checkUpload('LOGO.PNG', 100, PNG)).toMatchObject({ ok: true, extension: 'png' });
    expect(checkUpload('报价单.xlsx', 100, ZIP)).toMatchObject({ ok: true, extension: 'xlsx' });
  });

  it('refuses a disguised file by its content', () => {
    expect(checkUpload('invoice.pdf', 100, bytes('<script>alert(1)</script>'))).toEqual({
      ok: false,
      reason: 'content-mismatch',
    });
    expect(checkUpload('photo.png', 100, PDF)).toEqual({ ok: false, reason: 'content-mismatch' });
    expect(checkUpload('tiny.pdf', 3, bytes('%PD'))).toEqual({ ok: false, reason: 'content-mismatch' });
  });

  it('refuses a type not listed, whatever the content', () => {
    expect(checkUpload('run.exe', 100, PDF)).toEqual({ ok: false, reason: 'type-not-allowed' });
    expect(checkUpload('report.pdf.html', 100, PDF)).toEqual({ ok: false, reason: 'type-not-allowed' });
    expect(checkUpload('noextension', 100, PDF)).toEqual({ ok: false, reason: 'type-not-allowed' });
    expect(checkUpload('toString', 100, PDF)).toEqual({ ok: false, reason: 'type-not-allowed' });
    expect(checkUpload('a.constructor', 100, PDF)).toEqual({ ok: false, reason: 'type-not-allowed' });
  });

  it('refuses empty and oversized files', () => {
    expect(checkUpload('a.pdf', 0, PDF)).toEqual({ ok: false, reason: 'empty' });
    expect(checkUpload('a.pdf', MAX_FILE_BYTES + 1, PDF)).toEqual({
      ok: false,
      reason: 'too-large',
      limitBytes: MAX_FILE_BYTES,
    });
    expect(checkUpload('a.pdf', MAX_FILE_BYTES, PDF).ok).toBe(true);
    // A picture has its own, smaller limit.
    expect(checkUpload('a.png', FILE_TYPES.png.maxBytes + 1, PNG)).toEqual({
      ok: false,
      reason: 'too-large',
      limitBytes: FILE_TYPES.png.maxBytes,
    });
    expect(FILE_TYPES.png.maxBytes).toBeLessThan(MAX_FILE_BYTES);
    expect(checkUpload('a.png', FILE_TYPES.png.maxBytes, PNG).ok).toBe(true);
  });

  it('refuses names with paths, control characters or markup', () => {
    for (const name of [
      '../etc/passwd.pdf',
      'a\\b.pdf',
      'a\nb.pdf',
      '"x".pdf',
      '<b>.pdf',
      '.hidden.pdf',
      ' a.pdf',
      '',
      'x'.repeat(201) + '.pdf',
      '发票\u202Efdp.exe',
      'a\u2067b.pdf',
      'a\u200Fb.pdf',
      'a\u0085b.pdf',
    ]) {
      expect(isSafeFileName(name), name).toBe(false);
    }
    expect(isSafeFileName('合同 (签字版) v2.pdf')).toBe(true);
  });

  it('reads the extension after the last dot', () => {
    expect(extensionOf('a.b.PDF')).toBe('pdf');
    expect(extensionOf('.pdf')).toBeUndefined();
    expect(extensionOf('a.')).toBeUndefined();
  });
});
