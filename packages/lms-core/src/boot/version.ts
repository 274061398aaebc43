// Version numbers as the version boot step compares them: MAJOR.MINOR.PATCH, an optional leading "v", and any
// pre-release or build suffix ignored (a release candidate talks to the same API as its release).

export type Version = readonly [major: number, minor: number, patch: number];

/** How much of the version must match for a client to work with the server. */
export type VersionPrecision = 'major' | 'minor' | 'patch';

const VERSION_PATTERN = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+][0-9A-Za-z.+-]*)?$/;

export function parseVersion(text: string): Version | undefined {
  const match = VERSION_PATTERN.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

const PARTS: Record<VersionPrecision, number> = { major: 1, minor: 2, patch: 3 };

/** Negative when `a` is older than `b`, positive when newer, 0 when equal up to `precision`. */
export function compareVersions(a: Version, b: Version, precision: VersionPrecision = 'patch'): number {
  for (let part = 0; part < PARTS[precision]; part++) {
    const difference = (a[part] ?? 0) - (b[part] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
