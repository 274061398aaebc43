/** True inside an iframe. A cross-origin parent makes `window.top` throw on access in some browsers: that is framed. */
export function detectFramed(win: Window | undefined = globalThis.window): boolean {
  if (!win) return false;
  try {
    return win.self !== win.top;
  } catch {
    return true;
  }
}
