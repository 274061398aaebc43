// An uploaded video is named by its storage path (fileId); learners get its tokenised download link, the same
// kind of link the files area hands out, relative to this server.
import { API_PATHS } from '@lms/core';
import type { DomainContext } from '../context';
import { encodeStoragePath } from '../files/storage-path';
import { findFileRow } from '../files/files-repository';

/** The download path of a stored file, or null when no file is stored under that path. */
export async function downloadPathOf(ctx: DomainContext, fileId: string): Promise<string | null> {
  const row = await findFileRow(ctx, fileId);
  if (row === undefined) return null;
  return `${API_PATHS.files}/download/${encodeStoragePath(row.path)}?token=${encodeURIComponent(row.download_token)}`;
}
