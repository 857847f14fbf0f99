import { describe, expect, it } from 'vitest';
import { canDeleteFile, canReadFile, type FileOwner, type FileParties } from './file-access.ts';
import { ROLES } from './roles.ts';

const parties: FileParties = { purchaserCompanyId: 2, agencyCompanyId: 3, supplierCompanyIds: [] };
const projectDoc: FileOwner = { area: 'private', uploaderUserId: 20, uploaderCompanyId: 3 };
const signUpDoc: FileOwner = { area: 'private', uploaderUserId: 40, uploaderCompanyId: 4 };
const viewer = (role: (typeof ROLES)[keyof typeof ROLES], companyId: number | null, userId = 99) => ({
  userId,
  companyId,
  role,
});

describe('file access (rules.md "What each audience sees")', () => {
  it('lets anyone read a public file, signed in or not', () => {
    expect(canReadFile({ ...projectDoc, area: 'public' }, parties, null)).toBe(true);
  });

  it('keeps a private file from anonymous callers and from suppliers that are not parties', () => {
    expect(canReadFile(projectDoc, parties, null)).toBe(false);
    expect(canReadFile(projectDoc, parties, viewer(ROLES.supplier, 5))).toBe(false);
    expect(canReadFile(signUpDoc, parties, viewer(ROLES.supplier, 5))).toBe(false);
    expect(canReadFile(projectDoc, parties, viewer(ROLES.expert, 7))).toBe(false);
  });

  it("opens a private file to the project's purchaser and agency, the uploader's firm and the administrator", () => {
    expect(canReadFile(signUpDoc, parties, viewer(ROLES.purchaser, 2))).toBe(true);
    expect(canReadFile(signUpDoc, parties, viewer(ROLES.agency, 3))).toBe(true);
    expect(canReadFile(signUpDoc, parties, viewer(ROLES.supplier, 4))).toBe(true);
    expect(canReadFile(signUpDoc, parties, viewer(ROLES.admin, 1))).toBe(true);
    expect(canReadFile(signUpDoc, parties, viewer(ROLES.purchaser, 9))).toBe(false);
  });

  it('opens a contract attachment to the supplier named as a party', () => {
    expect(canReadFile(projectDoc, { ...parties, supplierCompanyIds: [5] }, viewer(ROLES.supplier, 5))).toBe(true);
  });

  it('lets only the uploader delete, and not a frozen file', () => {
    expect(canDeleteFile({ ...projectDoc, frozen: false }, viewer(ROLES.agency, 3, 20))).toBe(true);
    expect(canDeleteFile({ ...projectDoc, frozen: false }, viewer(ROLES.agency, 3, 21))).toBe(false);
    expect(canDeleteFile({ ...projectDoc, frozen: true }, viewer(ROLES.agency, 3, 20))).toBe(false);
  });
});
