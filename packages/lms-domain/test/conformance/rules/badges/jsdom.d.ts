// jsdom ships JavaScript without types; the baked-image test reads SVG with its DOMParser only.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    window: { DOMParser: typeof DOMParser };
  }
}
