// The running time of a chosen video file, read by the browser from the file itself (no upload needed), so the
// editor can fill in the lesson's length. Null when the browser cannot tell (unknown codec, no media support).

const GIVE_UP_AFTER_MS = 10_000;

export function readVideoDuration(file: Blob): Promise<number | null> {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') {
    return Promise.resolve(null);
  }
  const video = document.createElement('video');
  // A type the browser cannot play would never report its length (and some environments never answer at all).
  if (video.canPlayType(file.type) === '') return Promise.resolve(null);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const finish = (seconds: number | null) => {
      clearTimeout(timer);
      video.onloadedmetadata = null;
      video.onerror = null;
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = setTimeout(() => finish(null), GIVE_UP_AFTER_MS);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () =>
      finish(
        Number.isFinite(video.duration) && video.duration > 0
          ? Math.max(1, Math.round(video.duration))
          : null,
      );
    video.onerror = () => finish(null);
    video.src = url;
  });
}
