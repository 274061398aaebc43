import { describe, expect, it } from 'vitest';
import { mediaCrossOrigin, resolveMediaUrl } from './media-url';

describe('resolveMediaUrl', () => {
  it("joins the server's own paths to its base URL, with or without a trailing slash", () => {
    expect(resolveMediaUrl('/assets/demo/budgeting.svg', 'https://lms.example.org')).toBe(
      'https://lms.example.org/assets/demo/budgeting.svg',
    );
    expect(resolveMediaUrl('/assets/demo/a.svg', 'https://lms.example.org/school/')).toBe(
      'https://lms.example.org/school/assets/demo/a.svg',
    );
  });

  it('keeps absolute, protocol-relative, data and blob addresses, and an empty one, as they are', () => {
    for (const url of [
      'https://cdn.example.com/a.png',
      '//cdn.example.com/a.png',
      'data:image/png;base64,AAAA',
      'blob:https://app.example/1234',
      '',
    ])
      expect(resolveMediaUrl(url, 'https://lms.example.org')).toBe(url);
  });

  it("leaves a path as it is when the server is the page's own site (an empty base URL)", () => {
    expect(resolveMediaUrl('/assets/demo/a.svg', '')).toBe('/assets/demo/a.svg');
  });
});

describe('mediaCrossOrigin', () => {
  const server = 'https://lms.example.org';

  it("asks for CORS for the server's paths and its absolute addresses, which it answers with CORS headers", () => {
    expect(mediaCrossOrigin('/assets/demo/demo-video.mp4', server)).toBe('anonymous');
    expect(mediaCrossOrigin(`${server}/api/files/download/a.mp4?token=t`, server)).toBe('anonymous');
  });

  it('does not for a video on another site, which may send no CORS headers, nor on the server’s own site', () => {
    expect(mediaCrossOrigin('https://videos.example.com/a.mp4', server)).toBeUndefined();
    expect(mediaCrossOrigin('/assets/demo/demo-video.mp4', '')).toBeUndefined();
    expect(mediaCrossOrigin('not a url', server)).toBeUndefined();
  });
});
