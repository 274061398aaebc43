// Files attached to a support request: pictures (screenshots) and PDF documents, uploaded through the file service
// into support_attachments/{form token}/: the token of the opened form is what lets a signed-out visitor upload.
import { LmsError } from '../errors';
import { acceptAttribute, fileTypeFor, type StoredFileType } from '../storage/file-types';
import { storageFileName, SUPPORT_ATTACHMENT_FILE_TYPES } from '../storage/storage-paths';
import { SUPPORT_LIMITS } from './support-rules';

/** The `accept` attribute of the contact form's file input. */
export function supportAttachmentAccept(): string {
  return acceptAttribute(SUPPORT_ATTACHMENT_FILE_TYPES);
}

export interface SupportAttachmentPlan {
  path: string;
  fileType: StoredFileType;
}

/**
 * Where a chosen file goes and the type to declare, or a storage/ error before any byte is sent when it is not a
 * picture or a PDF or is too large (the server checks the bytes themselves).
 */
export function planSupportAttachment(
  formToken: string,
  file: { name: string; type: string; size: number },
  now: number,
): SupportAttachmentPlan {
  const fileType = fileTypeFor(SUPPORT_ATTACHMENT_FILE_TYPES, file.name, file.type);
  if (fileType === null) {
    throw new LmsError(
      'storage/invalid-format',
      `"${file.name}" cannot be attached: choose a picture (PNG, JPEG, GIF, WebP) or a PDF.`,
      { reason: 'attachment-type' },
    );
  }
  if (file.size > SUPPORT_LIMITS.attachmentMaxBytes) {
    throw new LmsError(
      'storage/quota-exceeded',
      `"${file.name}" is too large: attachments may be at most ${SUPPORT_LIMITS.attachmentMaxBytes / 1_048_576} MB.`,
      { reason: 'attachment-size', maxBytes: SUPPORT_LIMITS.attachmentMaxBytes },
    );
  }
  return { path: `support_attachments/${formToken}/${storageFileName(file.name, now)}`, fileType };
}
