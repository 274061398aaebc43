// The revocation status of every award as a W3C Bitstring Status List (the method Open Badges 3.0 verifiers
// check): one bit per award at its status_index, set when revoked, GZIP-compressed and multibase base64url encoded.
import { gzipSync } from 'fflate';
import type { DomainContext } from '../context';
import { toBase64Url } from '../platform/random';

/** 131,072 bits: the specification's minimum, so an index says little about who holds it (herd privacy). */
export const STATUS_LIST_BITS = 131_072;

export function encodeStatusList(setIndexes: Iterable<number>): string {
  const bits = new Uint8Array(STATUS_LIST_BITS / 8);
  // Index 0 is the left-most bit of the first byte.
  for (const index of setIndexes) bits[index >> 3] = (bits[index >> 3] ?? 0) | (0x80 >> (index & 7));
  return `u${toBase64Url(gzipSync(bits))}`;
}

export async function revokedIndexes(ctx: DomainContext): Promise<number[]> {
  const rows = await ctx.db
    .selectFrom('badge_awards')
    .select('status_index')
    .where('revoked_at', 'is not', null)
    .execute();
  return rows.map((row) => Number(row.status_index));
}
