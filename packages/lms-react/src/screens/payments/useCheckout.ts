import { useCallback, useState } from 'react';
import { checkoutRedirectUrl, pathFor } from '@lms/core';
import { useLmsNavigation } from '../../navigation/useLmsNavigation';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import type { SerializedLmsError } from '../../store/functions-base-query';
import { refusalReasonOf } from '@lms/core';
import { isCouponRejectionReason } from './error-reason';
import { useStartCheckoutMutation } from './payments-api';

export interface Checkout {
  pay: (couponCode: string | undefined) => Promise<void>;
  /** startCheckout is on its way. */
  starting: boolean;
  /** The browser is leaving for the payment provider's page. */
  leaving: boolean;
  failure: SerializedLmsError | null;
}

function defaultLeavePage(url: string): void {
  window.location.assign(url);
}

/** The success page of an order: where a free checkout lands at once and a paid one comes back to. */
export function successPathOf(successPath: string, orderId: string): string {
  return `${successPath}?${new URLSearchParams({ order: orderId }).toString()}`;
}

/**
 * Starts the checkout of a course. Free after the coupon: the server enrolled the student, so the success page
 * shows the receipt. Otherwise the browser goes to the provider's page (the sandbox page of this server, or Stripe
 * Checkout), only when lms-core accepts its address. The server returns the same open checkout for a second click.
 */
export function useCheckout(courseId: string, onCouponRefused: () => void): Checkout {
  const runtime = useLmsRuntime();
  const navigation = useLmsNavigation();
  const [start, { isLoading }] = useStartCheckoutMutation();
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<SerializedLmsError | null>(null);

  const pay = useCallback(
    async (couponCode: string | undefined) => {
      setFailure(null);
      // The back end's app address (a library host's origin and mount path): where the payment page comes back to.
      const { appUrl } = runtime.backend;
      const result = await start({
        courseId,
        ...(couponCode ? { couponCode } : {}),
        ...(appUrl === undefined ? {} : { appUrl }),
      });
      if (result.error) {
        setFailure(result.error as SerializedLmsError);
        // The coupon changed since the quote (deactivated, used up): a fresh quote shows why in its field.
        if (isCouponRejectionReason(refusalReasonOf(result.error))) onCouponRefused();
        return;
      }
      const { orderId, next } = result.data;
      const successPath = successPathOf(pathFor(runtime.routes, 'payment-success'), orderId);
      if (next.kind === 'enrolled') {
        navigation.navigate(successPath);
        return;
      }
      const target = checkoutRedirectUrl(next.url, window.location.href);
      if (target === null) {
        runtime.logger.error('Refused to open a checkout address', { orderId, url: next.url });
        setFailure({
          code: 'functions/internal',
          message: 'The checkout address was refused.',
          details: { reason: 'unsafe-checkout-url' },
        });
        return;
      }
      setLeaving(true);
      (runtime.config.leavePage ?? defaultLeavePage)(target);
    },
    [start, courseId, runtime, navigation, onCouponRefused],
  );

  return { pay, starting: isLoading, leaving, failure };
}
