import { describe, expect, it } from 'vitest';
import { profilePicturePath } from './profile-picture-path';

// The back end's rule for the file name part of profile_pictures/{uid}/{filename}.
const STORAGE_FILENAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

function fileNameOf(path: string): string {
  return path.split('/')[2] ?? '';
}

describe('profilePicturePath (spec 3: profile_pictures/{uid}/{filename})', () => {
  it('puts the picture under the owner’s uid with a time-stamped name', () => {
    expect(profilePicturePath('uid-7', 'me.png', 1700000000000)).toBe(
      'profile_pictures/uid-7/1700000000000-me.png',
    );
  });

  it('reduces spaces, accents and symbols to a name the storage accepts', () => {
    const path = profilePicturePath('uid-7', 'Été à la plage (1).JPEG', 5);
    expect(path).toBe('profile_pictures/uid-7/5-Ete-a-la-plage-1.jpeg');
    expect(fileNameOf(path)).toMatch(STORAGE_FILENAME);
  });

  it('never lets a file name add path segments or hide as a dot file', () => {
    for (const name of ['../../etc/passwd', '.hidden', '/', '🙂🙂.webp', 'a/b\\c.gif']) {
      const path = profilePicturePath('uid-7', name, 1);
      expect(path.split('/')).toHaveLength(3);
      expect(fileNameOf(path)).toMatch(STORAGE_FILENAME);
    }
  });

  it('keeps names of any length within the storage limit', () => {
    const path = profilePicturePath('uid-7', `${'a'.repeat(500)}.${'b'.repeat(50)}`, 1);
    expect(fileNameOf(path)).toMatch(STORAGE_FILENAME);
  });
});
