// The popup hands its tokens to the window that opened it with postMessage(targetOrigin = that window's origin).
// Only the server's own public origin, the configured embedding origins and the library host origins (apps running
// the React library, docs/library.md) may receive them: anything else could
// be a page that opened the popup to harvest someone's session.
import type { ServerConfig } from '../../config';

/** The origin itself when it is allowed, otherwise null. Only a bare origin (no path) is accepted. */
export function allowedOpenerOrigin(
  config: Pick<ServerConfig, 'publicUrl' | 'embedOrigins'> & Partial<Pick<ServerConfig, 'libraryOrigins'>>,
  raw: string | undefined,
): string | null {
  if (raw === undefined) return null;
  let origin: string;
  try {
    origin = new URL(raw).origin;
  } catch {
    return null;
  }
  if (origin === 'null' || origin !== raw.replace(/\/$/, '')) return null;
  const allowed = new Set([
    new URL(config.publicUrl).origin,
    ...config.embedOrigins,
    ...(config.libraryOrigins ?? []),
  ]);
  return allowed.has(origin) ? origin : null;
}
