// The site's icon, at the same address on every host (the server serves it; Firebase Hosting has it in the build):
// the `<link>` every page a host writes itself carries (apps/host's documents write the same by hand).
export const FAVICON_PATH = '/favicon.svg';

export const FAVICON_LINK = `<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml">`;
