import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareScreen } from '../screens/default-screens';
import { renderLms } from '../test-support/render-on-domain';
import { LmsLink } from './LmsLink';

vi.mock(import('../screens/default-screens'), async (importOriginal) => ({
  ...(await importOriginal()),
  prepareScreen: vi.fn(async () => undefined),
}));

function Links() {
  return (
    <>
      <LmsLink to="/courses?level=advanced">Advanced courses</LmsLink>
      <LmsLink to="/student/orders">My purchases</LmsLink>
      <LmsLink to="/no/such/page">Nowhere</LmsLink>
    </>
  );
}

describe('links start downloading the next page on intent', () => {
  afterEach(() => vi.mocked(prepareScreen).mockClear());

  it("downloads the target's screen when the pointer rests on a link, and when the keyboard reaches it", async () => {
    await renderLms({ config: { screens: { landing: Links } } });
    const advanced = await screen.findByRole('link', { name: 'Advanced courses' });
    vi.mocked(prepareScreen).mockClear();
    fireEvent.pointerEnter(advanced);
    expect(prepareScreen).toHaveBeenLastCalledWith('products', expect.anything());
    fireEvent.focus(screen.getByRole('link', { name: 'My purchases' }));
    expect(prepareScreen).toHaveBeenLastCalledWith('student-orders', expect.anything());
    fireEvent.focus(screen.getByRole('link', { name: 'Nowhere' }));
    expect(prepareScreen).toHaveBeenLastCalledWith('not-found', expect.anything());
  });

  it('leaves a screen the host registered itself alone', async () => {
    await renderLms({ config: { screens: { landing: Links, products: () => <p>Our own catalogue</p> } } });
    const advanced = await screen.findByRole('link', { name: 'Advanced courses' });
    vi.mocked(prepareScreen).mockClear();
    fireEvent.pointerEnter(advanced);
    expect(prepareScreen).not.toHaveBeenCalled();
  });
});
