/** The server version this bundle was built with (vite.config.ts `define`). */
declare const __LMS_CLIENT_VERSION__: string;
