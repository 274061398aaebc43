// Typed readers of environment variables, for every Node host (the server, the Firebase functions): the domain's own
// settings (config-from-env.ts, payments-env.ts) and a host's settings read with the same rules and words.
// Nothing here reads process.env: the host passes its environment as a record. A reader never throws: each problem is
// pushed onto the caller's list and the fallback is returned, so a host reports every problem at start-up at once.

/** An environment as a host passes it (`process.env`, a test's object). */
export type EnvRecord = Readonly<Record<string, string | undefined>>;

export interface EnvReader {
  /** The value without surrounding blanks; undefined when unset or blank. */
  text(name: string): string | undefined;
  /** A whole number from min to max; the fallback when unset, or (with a problem) when out of range. */
  int(name: string, fallback: number, min: number, max: number): number;
  /** 1/true/yes/on or 0/false/no/off, any case; the fallback when unset, or (with a problem) otherwise. */
  bool(name: string, fallback: boolean): boolean;
  /** A URL with one of the protocols (`'https:'`), as written; null when unset, or (with a problem) when invalid. */
  url(name: string, protocols: string[]): string | null;
  /** A comma-separated list of http(s) origins (scheme, host, port; no path), each bad entry reported and left out. */
  origins(name: string): string[];
}

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'off'];

/** Readers over `env` that push every problem onto `problems`. */
export function envReader(env: EnvRecord, problems: string[]): EnvReader {
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  const bool = (name: string, fallback: boolean): boolean => {
    const raw = text(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (TRUE_WORDS.includes(raw)) return true;
    if (FALSE_WORDS.includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const url = (name: string, protocols: string[]): string | null => {
    const raw = text(name);
    if (raw === undefined) return null;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(
          `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${parsed.protocol}//...")`,
        );
        return null;
      }
      return raw;
    } catch {
      problems.push(`${name} is not a valid URL`);
      return null;
    }
  };

  const origins = (name: string): string[] =>
    (text(name) ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== '')
      .flatMap((origin) => {
        try {
          const parsed = new URL(origin);
          if (
            (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
            parsed.origin === origin.replace(/\/$/, '')
          ) {
            return [parsed.origin];
          }
        } catch {
          // reported below
        }
        problems.push(`${name} entries must be origins like https://school.example (got "${origin}")`);
        return [];
      });

  return { text, int, bool, url, origins };
}
