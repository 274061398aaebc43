// A storage path in a URL: each segment encoded, the slashes kept.
export function encodeStoragePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}
