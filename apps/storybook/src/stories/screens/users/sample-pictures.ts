// Files a person might pick as a profile picture, made in the browser so stories need no binary fixtures.

/** A real PNG of random pixels: noise does not compress, so `side` 400 gives about 600 KB, several upload steps. */
export async function noisyPicture(side = 400, name = 'holiday.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas');
  const pixels = context.createImageData(side, side);
  crypto.getRandomValues(pixels.data.subarray(0, Math.min(pixels.data.length, 65_536)));
  for (let offset = 65_536; offset < pixels.data.length; offset += 65_536) {
    crypto.getRandomValues(pixels.data.subarray(offset, Math.min(pixels.data.length, offset + 65_536)));
  }
  for (let alpha = 3; alpha < pixels.data.length; alpha += 4) pixels.data[alpha] = 255;
  context.putImageData(pixels, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The canvas could not be encoded as PNG');
  return new File([blob], name, { type: 'image/png' });
}

/** A text file dressed up as a picture: the back end reads its first bytes and refuses it. */
export function fakePicture(): File {
  return new File(['<html>not a picture</html>'], 'notes.png', { type: 'image/png' });
}
