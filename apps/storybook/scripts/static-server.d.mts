// Types of static-server.mjs (plain JavaScript, so `node scripts/serve-static.mjs` runs it as it is).
import type { Server } from 'node:http';

/** The Content-Type header for `file`, by its extension; unknown kinds are plain bytes. */
export function contentTypeOf(file: string): string;

/** An HTTP server answering GET and HEAD with the files under `root` (an absolute, normalised folder). */
export function createStaticServer(root: string): Server;
