// Files a browser uploads straight to Cloud Storage (storage.rules decide who writes where, with a size cap and a
// declared image type) are checked by the platform when the upload finalises, as the server checks an upload before
// storing it: the type by the bytes, the size, the course existing (lms-domain's checkPlacedFile). A file that fails
// is removed and recorded nowhere; one that passes gets its row in the files table. Only the areas clients write to:
// the functions' own writes (certificates, attachments, platform checks) were checked when they were made.
import { isLmsError, SNIFF_BYTES } from '@lms/core';
import { createFileService, DEFAULT_FILE_LIMITS, type FileBytes, type FileContext } from '@lms/domain';
import { onObjectFinalized, type StorageEvent } from 'firebase-functions/v2/storage';
import type { CloudFunction } from 'firebase-functions/v2';

const CLIENT_WRITTEN_AREAS = ['profile_pictures/', 'course_media/'];

/** What the check did with one finalised object. */
export type UploadCheckOutcome = 'kept' | 'removed' | 'not-ours';

export interface FinalisedObject {
  name: string;
  size: number | string;
  contentType?: string;
}

export async function checkFinalisedUpload(
  ctx: FileContext<Uint8Array>,
  object: FinalisedObject,
): Promise<UploadCheckOutcome> {
  if (!CLIENT_WRITTEN_AREAS.some((area) => object.name.startsWith(area))) return 'not-ours';
  const size = Number(object.size);
  // storage.rules cap the sizes at the platform's defaults (file-limits.ts), so the check uses the same limits.
  const files = createFileService(ctx, DEFAULT_FILE_LIMITS);
  const bytes: FileBytes<Uint8Array> = ctx.fileBytes;
  const body =
    size === 0
      ? new Uint8Array()
      : await bytes.read(object.name, { start: 0, end: Math.min(size, SNIFF_BYTES) - 1 });
  // Deleted since: there is nothing left to check.
  if (body === null) return 'removed';
  try {
    await files.checkPlacedFile(object.name, object.contentType, { size, head: body });
    return 'kept';
  } catch (error) {
    if (!isLmsError(error)) throw error;
    await bytes.delete(object.name);
    ctx.log.warn(
      { path: object.name, code: error.code, reason: error.message },
      'An uploaded file was refused and removed',
    );
    return 'removed';
  }
}

/** The function Cloud Storage calls when an object of the platform's bucket is finalised (us-central1). */
export function uploadCheckFunction(
  contextFor: () => Promise<FileContext<Uint8Array>>,
  bucket: string | undefined,
): CloudFunction<StorageEvent> {
  return onObjectFinalized(
    { region: 'us-central1', timeoutSeconds: 70, ...(bucket === undefined ? {} : { bucket }) },
    async (event) => {
      await checkFinalisedUpload(await contextFor(), event.data);
    },
  );
}
