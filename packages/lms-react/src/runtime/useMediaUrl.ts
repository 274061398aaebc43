import { useLmsRuntime } from './useLmsRuntime';

const asItIs = (url: string) => url;

/**
 * How a screen turns a media address of the back end's answers (a course picture, a video, captions, a lesson
 * file) into one this page can load: the back end's `mediaUrl` (lms-core's `createServerBackend` resolves the
 * server's paths against it, for a library host on another origin), else the address as it is.
 */
export function useMediaUrl(): (url: string) => string {
  return useLmsRuntime().backend.mediaUrl ?? asItIs;
}

const noCors = () => undefined;

/** The `crossOrigin` of a `<video>` of the back end's answers (lms-core's `mediaCrossOrigin`): 'anonymous' when the
 * server serves it with CORS, so its captions load on a library host's origin. */
export function useMediaCrossOrigin(): (url: string) => 'anonymous' | undefined {
  return useLmsRuntime().backend.mediaCrossOrigin ?? noCors;
}
