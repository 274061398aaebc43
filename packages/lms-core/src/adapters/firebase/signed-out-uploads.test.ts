// withSignedOutUploads: which uploads of a Firebase back end go to the site's function, and which to Cloud Storage.
import { describe, expect, it } from 'vitest';
import type { StoragePort } from '../../api/ports';
import { withSignedOutUploads } from './signed-out-uploads';

function recordingPort(name: string, calls: string[]): StoragePort {
  return {
    upload: async (path) => {
      calls.push(`${name} upload ${path}`);
      return { path };
    },
    getDownloadURL: async (path) => {
      calls.push(`${name} url ${path}`);
      return `https://${name}.example/${path}`;
    },
  };
}

describe('the Firebase storage with the contact form’s uploads through the site', () => {
  it('sends support attachments to the site and everything else to Cloud Storage', async () => {
    const calls: string[] = [];
    const storage = withSignedOutUploads(recordingPort('cloud', calls), recordingPort('site', calls));
    const file = new Blob(['x'], { type: 'image/png' });
    await storage.upload('support_attachments/form-1/a.png', file, { contentType: 'image/png' });
    await storage.upload('profile_pictures/u1/a.png', file, { contentType: 'image/png' });
    await storage.upload('course_media/c1/a.png', file, { contentType: 'image/png' });
    await storage.getDownloadURL('profile_pictures/u1/a.png');
    expect(calls).toEqual([
      'site upload support_attachments/form-1/a.png',
      'cloud upload profile_pictures/u1/a.png',
      'cloud upload course_media/c1/a.png',
      'cloud url profile_pictures/u1/a.png',
    ]);
  });
});
