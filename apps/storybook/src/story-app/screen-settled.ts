// A person reads a page once it has come in: page transitions fade or slide the new page in from transparent
// (lms-react's motion.css), and a check made in the first frame of one sees an element that is not visible yet.
// Every wait of a play function (findBy*, waitFor) and every user-event action therefore also waits for the
// screen to be still, as Playwright waits for an element to be stable before acting on it. With reduced motion
// nothing animates and this costs nothing.
import { configure, getConfig } from 'storybook/test';
import { WAIT_LIMIT_MS } from './limits';

/** A running animation or transition that ends (spinners and shimmering placeholders never do). */
function isSettling(animation: Animation): boolean {
  if (animation.playState !== 'running') return false;
  const end = animation.effect?.getComputedTiming().endTime;
  return typeof end === 'number' && Number.isFinite(end);
}

/**
 * Resolves once no animation or transition that ends is running in `document` (a page that fades in, a button's
 * colour change, a dialog's shake). Rejects with what is still moving after WAIT_LIMIT_MS, so a hang says why.
 */
export async function screenSettled(document: Document = globalThis.document): Promise<void> {
  const deadline = performance.now() + WAIT_LIMIT_MS;
  for (;;) {
    const moving = document.getAnimations().filter(isSettling);
    if (moving.length === 0) return;
    const left = deadline - performance.now();
    if (left <= 0) {
      const names = moving.map((animation) => describe(animation)).join(', ');
      throw new Error(`The screen was still moving after ${WAIT_LIMIT_MS} ms: ${names}`);
    }
    // finished rejects when an animation is cancelled (its page replaced by the next one): look again.
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.allSettled(moving.map((animation) => animation.finished)),
      new Promise((resolve) => (timer = setTimeout(resolve, left))),
    ]);
    clearTimeout(timer);
  }
}

function describe(animation: Animation): string {
  const name =
    animation instanceof CSSAnimation
      ? animation.animationName
      : animation instanceof CSSTransition
        ? `transition of ${animation.transitionProperty}`
        : 'animation';
  const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
  return target instanceof Element ? `${name} on .${[...target.classList].join('.')}` : name;
}

const settling = Symbol('lms: waits for a still screen');
type AsyncWrapper = ReturnType<typeof getConfig>['asyncWrapper'] & { [settling]?: true };

/**
 * Makes every findBy*, waitFor and user-event call of the play functions wait for a still screen before and after
 * it runs (testing-library's asyncWrapper wraps each of them), so a check never reads a page mid-transition. Called
 * from the preview's beforeAll: it keeps the wrapper the React renderer installs in its own beforeAll (act) around it.
 */
export function settleScreenAroundEveryWait(): void {
  const inner: AsyncWrapper = getConfig().asyncWrapper;
  if (inner[settling]) return;
  const wrapper: AsyncWrapper = (run) =>
    inner(async () => {
      await screenSettled();
      const result: unknown = await run();
      await screenSettled();
      return result;
    });
  wrapper[settling] = true;
  configure({ asyncWrapper: wrapper });
}
