import { describe, expect, it } from 'vitest';
import { mediaCrossOrigin, resolveMediaUrl } from '@lms/core';
import { MediaImage } from '../components/MediaImage';
import { CourseCard } from '../screens/CourseCard';
import { VideoLesson } from '../screens/learning/viewer/VideoLesson';
import { courseSummary } from '../test-support/fixtures';
import { renderScreen } from '../test-support/render-on-domain';
import { createTestServer } from '../test-support/test-server';

const API = 'https://api.school.example';
const course = courseSummary({ thumbnail: '/assets/demo/budgeting.svg' });

describe('media addresses of the back end (a library host on another origin)', () => {
  it("load a course picture from the back end's site when the back end resolves them", async () => {
    const server = await createTestServer();
    const { container } = await renderScreen(<CourseCard course={course} position={0} />, {
      server,
      config: {
        backend: (getIdToken) => ({
          ...server.connect(getIdToken),
          mediaUrl: (url) => resolveMediaUrl(url, API),
        }),
      },
    });
    expect(container.querySelector('img')?.getAttribute('src')).toBe(`${API}/assets/demo/budgeting.svg`);
  });

  it('use the address as it is with a back end on the page’s own site', async () => {
    const { container } = await renderScreen(<CourseCard course={course} position={0} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/assets/demo/budgeting.svg');
  });

  const video = (
    <VideoLesson
      url="/assets/demo/demo-video.mp4"
      captionsUrl="/assets/demo/demo-video.vtt"
      durationSeconds={30}
      resumeAtSeconds={null}
      watchedPercent={0}
      completed={false}
      onProgress={() => undefined}
    />
  );

  it("load a video and its captions from the back end's site with CORS, so the captions track may load", async () => {
    const server = await createTestServer();
    const { container } = await renderScreen(video, {
      server,
      config: {
        backend: (getIdToken) => ({
          ...server.connect(getIdToken),
          mediaUrl: (url) => resolveMediaUrl(url, API),
          mediaCrossOrigin: (url) => mediaCrossOrigin(url, API),
        }),
      },
    });
    const player = container.querySelector('video');
    expect(player?.getAttribute('src')).toBe(`${API}/assets/demo/demo-video.mp4`);
    expect(player?.getAttribute('crossorigin')).toBe('anonymous');
    expect(container.querySelector('track')?.getAttribute('src')).toBe(`${API}/assets/demo/demo-video.vtt`);
  });

  it("ask for no CORS on the page's own site", async () => {
    const { container } = await renderScreen(video);
    expect(container.querySelector('video')?.hasAttribute('crossorigin')).toBe(false);
  });

  it("load a picture named by a server path (the course editor's thumbnail preview) from the back end's site", async () => {
    const server = await createTestServer();
    const { getByRole } = await renderScreen(
      <MediaImage src="/api/files/download/thumb.png" alt="Preview" />,
      {
        server,
        config: {
          backend: (getIdToken) => ({
            ...server.connect(getIdToken),
            mediaUrl: (url) => resolveMediaUrl(url, API),
          }),
        },
      },
    );
    expect(getByRole('img', { name: 'Preview' }).getAttribute('src')).toBe(
      `${API}/api/files/download/thumb.png`,
    );
  });
});
