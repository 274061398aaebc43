import type { ImgHTMLAttributes } from 'react';
import { useMediaUrl } from '../runtime/useMediaUrl';

type MediaImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string; alt: string };

/**
 * A picture whose address came from the back end (a thumbnail, a profile photo, a badge, a logo): a server path is
 * resolved by the back end's `mediaUrl`, so it loads from the server when the library runs on another origin.
 * Data URLs and absolute addresses pass through unchanged.
 */
export function MediaImage({ src, alt, ...rest }: MediaImageProps) {
  const mediaUrl = useMediaUrl();
  return <img {...rest} src={mediaUrl(src)} alt={alt} />;
}
