// A person reads a page once it has come in: page transitions fade or slide the new page in from transparent
// (lms-react's motion.css on `.lms-page`), and a check made in the first frame of one sees an element that is not
// visible yet. So every wait of a play function (findBy*, waitFor) and every user-event action, once done, also
// waits for the page transitions under way to end. Only those: a dialog's shake or a button's colour change is
// feedback a story checks while it runs. With reduced motion nothing animates and this costs nothing.
import { configure, getConfig } from 'storybook/test';
import { WAIT_LIMIT_MS } from './limits';

/** The class lms-react's PageTransition gives the page it animates in. */
const PAGE_CLASS = 'lms-page';

function isPageTransition(animation: Animation): boolean {
  const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
  return (
    animation.playState === 'running' && target instanceof Element && target.classList.contains(PAGE_CLASS)
  );
}

function describe(animation: Animation): string {
  const name = animation instanceof CSSAnimation ? animation.animationName : 'an animation';
  const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
  return target instanceof Element ? `${name} on .${[...target.classList].join('.')}` : name;
}

/**
 * Resolves once no page transition is running in `document`. Rejects with the transitions still running after
 * WAIT_LIMIT_MS, so a hang says why.
 */
export async function pageTransitionsDone(document: Document = globalThis.document): Promise<void> {
  const deadline = performance.now() + WAIT_LIMIT_MS;
  for (;;) {
    const running = document.getAnimations().filter(isPageTransition);
    if (running.length === 0) return;
    const left = deadline - performance.now();
    if (left <= 0) {
      const names = running.map((animation) => describe(animation)).join(', ');
      throw new Error(`The page was still coming in after ${WAIT_LIMIT_MS} ms: ${names}`);
    }
    // finished rejects when an animation is cancelled (its page replaced by the next one): look again.
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.allSettled(running.map((animation) => animation.finished)),
      new Promise((resolve) => (timer = setTimeout(resolve, left))),
    ]);
    clearTimeout(timer);
  }
}

const waitsForPages = Symbol('lms: waits for page transitions');
type AsyncWrapper = ReturnType<typeof getConfig>['asyncWrapper'] & { [waitsForPages]?: true };

/**
 * Makes every findBy*, waitFor and user-event call of the play functions end only once the page has come in
 * (testing-library's asyncWrapper wraps each of them), so a check never reads a page mid-transition. Called from
 * the preview's beforeAll: it keeps the wrapper the React renderer installs in its own beforeAll (act) around it.
 */
export function waitForPagesAfterEveryWait(): void {
  const inner: AsyncWrapper = getConfig().asyncWrapper;
  if (inner[waitsForPages]) return;
  const wrapper: AsyncWrapper = (run) =>
    inner(async () => {
      const result: unknown = await run();
      await pageTransitionsDone();
      return result;
    });
  wrapper[waitsForPages] = true;
  configure({ asyncWrapper: wrapper });
}
