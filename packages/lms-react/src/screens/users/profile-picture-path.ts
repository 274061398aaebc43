// Where a profile picture is stored (spec section 3: profile_pictures/{uid}/{filename}). The back end accepts file
// names of letters, digits, ".", "-" and "_" only; lms-core's storageFileName reduces the person's file name to that.
import { storageFileName } from '@lms/core';

/**
 * The storage path for an uploaded picture. A time stamp leads the name so each upload gets a new download URL:
 * browsers and CDNs would otherwise keep showing the old picture under the same address.
 */
export function profilePicturePath(uid: string, fileName: string, now: number): string {
  return `profile_pictures/${uid}/${storageFileName(fileName, now, 'photo')}`;
}
