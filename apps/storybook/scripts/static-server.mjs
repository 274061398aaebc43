// The static file server of the built Storybook (storybook-static/): each file with the media type a browser needs
// (WebAssembly must be application/wasm to be compiled as it streams, fonts font/*, captions text/vtt), taken from
// mime-types (the mime-db list) rather than a table kept by hand. Requests stay inside the folder.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { contentType } from 'mime-types';

/** The Content-Type header for `file`, by its extension; unknown kinds are plain bytes. */
export function contentTypeOf(file) {
  // By extension: given a whole path, contentType() would take any name with a slash for a media type.
  return contentType(extname(file)) || 'application/octet-stream';
}

async function fileAt(path) {
  try {
    const found = await stat(path);
    return found.isDirectory() ? fileAt(join(path, 'index.html')) : found.isFile() ? path : null;
  } catch {
    return null;
  }
}

function text(response, status, body) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
}

/** An HTTP server answering GET and HEAD with the files under `root` (an absolute, normalised folder). */
export function createStaticServer(root) {
  return createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      text(response, 405, 'Only GET and HEAD');
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      text(response, 400, 'The address is not valid');
      return;
    }
    // normalize() resolves "..", and the prefix check keeps every request inside the build folder.
    const requested = normalize(join(root, pathname));
    if (requested !== root && !requested.startsWith(root + sep)) {
      text(response, 403, 'Forbidden');
      return;
    }
    const file = await fileAt(requested);
    if (file === null) {
      text(response, 404, 'Not found');
      return;
    }
    response.writeHead(200, { 'content-type': contentTypeOf(file) });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
}
