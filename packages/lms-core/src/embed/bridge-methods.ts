// The typed method set of the embed bridge. The host page (a third-party site, through the embed script) exposes
// these; the framed action-plan step calls them: it says it is ready, how tall its content is, when a step is
// completed, and asks the host for the launch token the site's back end obtained. Each side checks what the other
// sends, since neither trusts the other's code.

/** Penpal channel name, so other penpal users on the same page do not cross wires with us. */
export const EMBED_BRIDGE_CHANNEL = 'lms-action-plan';

/** Handshake time limit: a frame on a page that never answers gives up and offers sign-in instead. */
export const EMBED_CONNECT_TIMEOUT_MS = 10_000;

/** Tallest content height the host accepts, in CSS pixels; beyond it a bug is more likely than a real page. */
export const MAX_FRAME_HEIGHT = 100_000;

export interface StepEvent {
  stepId: string;
}

/** What the host exposes to the frame (frame -> host calls; getLaunchToken brings the token host -> frame). */
export interface HostMethods {
  ready(event: StepEvent): void;
  resize(height: number): void;
  stepCompleted(event: StepEvent): void;
  /** The launch token for this frame, or null when the host has none (the frame then offers sign-in). */
  getLaunchToken(): string | null | Promise<string | null>;
}

/** A step id as the frame may report it; anything else is refused by the host. */
export function isStepEvent(value: unknown): value is StepEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { stepId } = value as { stepId?: unknown };
  return typeof stepId === 'string' && stepId.length > 0 && stepId.length <= 128;
}

/** Heights are whole CSS pixels within [0, MAX_FRAME_HEIGHT]; anything else is refused. */
export function toFrameHeight(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_FRAME_HEIGHT)
    return null;
  return Math.ceil(value);
}

/** A launch token as the frame accepts it from the host: an opaque base64url string, or nothing. */
export function toLaunchToken(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{20,200}$/.test(value) ? value : null;
}
