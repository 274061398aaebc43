// The landing page drawn without React must read exactly as the React one does (layout, header, welcome, cards and
// the list's states), or a visitor's first page would differ from the same page reached inside the app. Both are
// drawn from the same answers and compared element by element, attributes sorted; ids compare by where they point.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStore, silentLogger } from '@lms/core';
import { frozenTimersClock, renderLms, SCREEN_TEST_TIMEOUT_MS } from '../test-support/render-on-domain';
import {
  createCourse,
  createTestServer,
  seededPlatform,
  seedPeople,
  type TestServer,
} from '../test-support/test-server';
import { startLandingPage, type LandingPage } from './start-landing-page';

const ID_ATTRIBUTES = new Set(['id', 'aria-labelledby', 'aria-describedby', 'aria-controls']);

/** The element's tree as text; ids become their order of first appearance, the page transition's wrapper goes. */
function normalized(root: Element): string {
  const ids = new Map<string, string>();
  const idToken = (value: string) => {
    if (!ids.has(value)) ids.set(value, `id${ids.size}`);
    return ids.get(value)!;
  };
  const write = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    const children = [...node.childNodes].map(write).join('');
    // React wraps each page in the transition's element; a first page load has nothing to animate from.
    if (node.classList.contains('lms-page')) return children;
    const attributes = [...node.attributes]
      .map(({ name, value }) => {
        if (ID_ATTRIBUTES.has(name)) return `${name}="${value.split(' ').map(idToken).join(' ')}"`;
        if (name === 'href' && value.startsWith('#')) return `${name}="#${idToken(value.slice(1))}"`;
        return `${name}="${value}"`;
      })
      .sort();
    return `<${node.localName}${attributes.map((attribute) => ` ${attribute}`).join('')}>${children}</${node.localName}>`;
  };
  return write(root);
}

let plain: LandingPage | null = null;
afterEach(() => {
  plain?.destroy();
  plain = null;
  document.body.replaceChildren();
});

/** Both pages on `server` once `ready` shows in each. */
async function bothPages(server: TestServer, ready: () => Promise<unknown>, logoUrl?: string) {
  const react = await renderLms({ server, path: '/', config: logoUrl === undefined ? {} : { logoUrl } });
  await ready();
  const reactLayout = normalized(react.container.querySelector('.lms-layout')!);
  react.unmount();

  const element = document.createElement('div');
  document.body.append(element);
  plain = await startLandingPage(element, {
    backend: (getIdToken) => server.connect(getIdToken),
    productName: 'Test Academy',
    ...(logoUrl === undefined ? {} : { logoUrl }),
    logger: silentLogger,
    clock: frozenTimersClock,
    localStore: memoryStore(),
    sessionStore: memoryStore(),
  });
  await ready();
  return { react: reactLayout, plain: normalized(element.querySelector('.lms-layout')!) };
}

/**
 * More published courses than the landing page shows (so it links to all), with and without pictures, free and paid;
 * the last one written is listed first.
 */
const catalogue = seededPlatform(async (server) => {
  const { admin } = await seedPeople(server);
  for (let index = 1; index <= 11; index++) {
    await createCourse(server, admin, { title: `Course ${index}`, thumbnail: `/t${index}.svg` });
  }
  await createCourse(server, admin, {
    title: 'Paid',
    priceCents: 4900,
    currency: 'EUR',
    level: 'intermediate',
  });
  await createCourse(server, admin, { title: 'Intro to testing', thumbnail: '/first.svg' });
  return {};
});

describe('the landing page without React', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('has the React landing page’s markup: layout, header, welcome and course cards with the link to all', async () => {
    const { server } = await catalogue();
    const pages = await bothPages(server, () => screen.findByRole('link', { name: 'Course 5' }));
    expect(pages.plain).toContain('lms-course-card__image');
    expect(pages.plain).toBe(pages.react);
  });

  it('draws the site’s logo in the header as the React layout does', async () => {
    const { server } = await catalogue();
    const pages = await bothPages(server, () => screen.findByRole('link', { name: 'Course 5' }), '/logo.png');
    expect(pages.plain).toContain('lms-header__logo');
    expect(pages.plain).toBe(pages.react);
  });

  it('has the same loading, failed and empty states', async () => {
    const server = await createTestServer();
    server.setMode({ kind: 'loading' });
    const loading = await bothPages(server, () => screen.findByRole('list', { name: 'Loading' }));
    expect(loading.plain).toBe(loading.react);

    server.setMode({ kind: 'error', code: 'functions/unavailable' });
    const failed = await bothPages(server, () => screen.findByRole('button', { name: 'Try again' }));
    expect(failed.plain).toBe(failed.react);

    server.setMode({ kind: 'live' });
    const empty = await bothPages(server, () => screen.findByRole('heading', { name: 'No courses yet' }));
    expect(empty.plain).toBe(empty.react);
  });
});
