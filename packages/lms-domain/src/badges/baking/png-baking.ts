// Open Badges 3.0 baking in PNG: the credential goes in one iTXt chunk with the keyword `openbadgecredential`,
// uncompressed, before IEND. Chunk framing and CRCs are png-chunks-extract / png-chunks-encode's; the iTXt layout
// (PNG 1.2, section 11.3.4.5) is a few bytes, written here.
import extractChunks from 'png-chunks-extract';
import encodeChunks from 'png-chunks-encode';

export const PNG_CREDENTIAL_KEYWORD = 'openbadgecredential';

type Chunk = { name: string; data: Uint8Array };

/** The chunks of a PNG; null when the bytes are not one (bad signature, CRC, no IEND). */
export function pngChunks(png: Uint8Array): Chunk[] | null {
  try {
    return extractChunks(png);
  } catch {
    return null;
  }
}

/** Width and height from the IHDR chunk (the first, by the PNG rules extractChunks checks). */
export function pngSize(chunks: readonly Chunk[]): { width: number; height: number } {
  const header = chunks[0]?.data ?? new Uint8Array(8);
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  return { width: view.getUint32(0), height: view.getUint32(4) };
}

function keywordOf(data: Uint8Array): string {
  const end = data.indexOf(0);
  return new TextDecoder('latin1').decode(data.subarray(0, end < 0 ? data.length : end));
}

/** iTXt: keyword, NUL, compression flag 0, method 0, empty language tag + NUL, empty translation + NUL, UTF-8 text. */
function iTXtData(keyword: string, text: string): Uint8Array {
  const head = new TextEncoder().encode(keyword);
  const body = new TextEncoder().encode(text);
  const data = new Uint8Array(head.length + 5 + body.length);
  data.set(head, 0);
  // Bytes head.length .. head.length + 4 stay 0: separator, flag, method, the two empty strings' terminators.
  data.set(body, head.length + 5);
  return data;
}

/** The PNG with the credential baked in; an earlier openbadgecredential chunk is replaced (the spec allows one). */
export function bakePng(chunks: readonly Chunk[], credentialJson: string): Uint8Array {
  const kept = chunks.filter(
    (chunk) => !(chunk.name === 'iTXt' && keywordOf(chunk.data) === PNG_CREDENTIAL_KEYWORD),
  );
  const end = kept.findIndex((chunk) => chunk.name === 'IEND');
  kept.splice(end, 0, { name: 'iTXt', data: iTXtData(PNG_CREDENTIAL_KEYWORD, credentialJson) });
  return encodeChunks(kept);
}
