// Start-up (spec section 4): boot steps run in order; a failing step is logged and the app is not mounted; a step
// may ask for a redirect, which sends the browser away and stops the boot.
import { LmsError } from '../errors/lms-error';
import type { Logger } from '../platform/logger';

export interface BootContext {
  logger: Logger;
}

export interface BootRedirect {
  redirect: string;
}

export interface BootStep {
  name: string;
  run(context: BootContext): Promise<void | BootRedirect>;
}

export interface BootOptions {
  logger: Logger;
  /** Sends the browser to an address (see adapters/browser-navigate); may throw to refuse it. */
  navigate: (url: string) => void;
  /** Mounts the app once every step passed; a failure here also counts as a failed boot. */
  mount?: () => void | Promise<void>;
}

export type BootOutcome =
  | { mounted: true }
  | { mounted: false; error: unknown; failedStep?: string }
  | { mounted: false; redirectedTo: string; byStep: string };

function isRedirect(value: unknown): value is BootRedirect {
  return typeof value === 'object' && value !== null && 'redirect' in value;
}

export async function runBoot(steps: readonly BootStep[], options: BootOptions): Promise<BootOutcome> {
  const { logger, navigate } = options;
  const context: BootContext = { logger };
  for (const step of steps) {
    let outcome: void | BootRedirect;
    try {
      outcome = await step.run(context);
      if (isRedirect(outcome) && (typeof outcome.redirect !== 'string' || outcome.redirect.trim() === '')) {
        throw new LmsError(
          'functions/invalid-argument',
          `Boot step "${step.name}" asked for a redirect without an address`,
        );
      }
    } catch (error) {
      logger.error(`Boot step "${step.name}" failed; the app is not mounted`, error);
      return { mounted: false, error, failedStep: step.name };
    }
    if (isRedirect(outcome)) {
      try {
        navigate(outcome.redirect);
      } catch (error) {
        logger.error(`Boot step "${step.name}" asked for a redirect that could not be followed`, error);
        return { mounted: false, error, failedStep: step.name };
      }
      logger.info(`Boot step "${step.name}" redirected to ${outcome.redirect}`);
      return { mounted: false, redirectedTo: outcome.redirect, byStep: step.name };
    }
    logger.debug(`Boot step "${step.name}" done`);
  }
  try {
    await options.mount?.();
  } catch (error) {
    logger.error('Mounting the app failed', error);
    return { mounted: false, error };
  }
  return { mounted: true };
}
