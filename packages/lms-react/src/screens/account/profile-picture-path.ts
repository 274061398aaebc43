// Where a profile picture is stored (spec section 3: profile_pictures/{uid}/{filename}). The back end accepts file
// names of letters, digits, ".", "-" and "_" only, so the person's file name is reduced to that.

const MAX_BASE_LENGTH = 60;
const MAX_EXTENSION_LENGTH = 10;

function storageSafe(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // "é" -> "e" rather than a dash
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The storage path for an uploaded picture. A time stamp leads the name so each upload gets a new download URL:
 * browsers and CDNs would otherwise keep showing the old picture under the same address.
 */
export function profilePicturePath(uid: string, fileName: string, now: number): string {
  const dot = fileName.lastIndexOf('.');
  const base = storageSafe(dot > 0 ? fileName.slice(0, dot) : fileName).slice(0, MAX_BASE_LENGTH) || 'photo';
  const extension =
    dot > 0
      ? storageSafe(fileName.slice(dot + 1))
          .toLowerCase()
          .slice(0, MAX_EXTENSION_LENGTH)
      : '';
  return `profile_pictures/${uid}/${now}-${base}${extension ? `.${extension}` : ''}`;
}
