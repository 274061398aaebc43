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
