import { readRecord } from '@bidhall/contracts/public-record';
import type { Sha256HexAsync } from '@bidhall/domain/auction-record';
import { verifyRecord, type Check } from '@bidhall/domain/record-verify';

/** SHA-256 by Web Crypto, as lower-case hex: the browser's half of the verifier. */
const webSha256: Sha256HexAsync = async (text) => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
};

/** Web Crypto exists only in secure contexts (https, localhost). */
export const hasWebCrypto = () => typeof crypto !== 'undefined' && crypto.subtle !== undefined;

export type BrowserVerdict = { kind: 'checked'; projectId: number; checks: Check[] } | { kind: 'notRecord' };

/** The verification page's check of parsed JSON: the same core, in the same order, as the CLI. */
export async function checkRecordJson(json: unknown, noticeHead?: string): Promise<BrowserVerdict> {
  const parsed = readRecord(json);
  if (!parsed.success) return { kind: 'notRecord' };
  return {
    kind: 'checked',
    projectId: parsed.data.projectId,
    checks: await verifyRecord(parsed.data, webSha256, { noticeHead: noticeHead || undefined }),
  };
}
