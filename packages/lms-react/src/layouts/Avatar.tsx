import type { AuthUser } from '@lms/core';
import { MediaImage } from '../components/MediaImage';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase());
  return letters.join('') || '?';
}

/** The user's picture, or their initials; decorative (the surrounding control carries the name). */
export function Avatar({ user }: { user: AuthUser }) {
  return user.photoURL ? (
    <MediaImage className="lms-avatar" src={user.photoURL} alt="" />
  ) : (
    <span className="lms-avatar" aria-hidden="true">
      {initials(user.name ?? user.email)}
    </span>
  );
}
