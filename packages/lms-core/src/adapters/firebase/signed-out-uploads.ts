// The contact form's attachments on Firebase: a signed-out visitor's only permission is the open form's token in the
// path, which storage.rules cannot check, so those uploads go to the site's function for them (the Firebase host's
// supportAttachmentUpload, at the server's files address) and the domain checks them as the server does. Every other
// upload and every download URL is Cloud Storage's.
import { isSignedOutUploadPath } from '../../storage/storage-paths';
import type { StoragePort } from '../../api/ports';

export function withSignedOutUploads(cloudStorage: StoragePort, siteUploads: StoragePort): StoragePort {
  return {
    upload: (path, data, options) =>
      (isSignedOutUploadPath(path) ? siteUploads : cloudStorage).upload(path, data, options),
    getDownloadURL: (path) => cloudStorage.getDownloadURL(path),
  };
}
