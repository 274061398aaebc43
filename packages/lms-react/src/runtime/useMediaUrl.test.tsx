import { describe, expect, it } from 'vitest';
import { resolveMediaUrl } from '@lms/core';
import { CourseCard } from '../screens/CourseCard';
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
});
