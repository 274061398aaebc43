import { useCallback, useEffect, useState, type RefObject } from 'react';

/** `first-invalid`: the first field marked aria-invalid; `alert`: the form's FormAlert. */
export type SubmitFocusTarget = 'first-invalid' | 'alert';

/**
 * Moves focus after a refused submit, once the messages have rendered, so keyboard and screen-reader users land on
 * what needs fixing. Each request moves focus again, even to the same target.
 */
export function useSubmitFocus(
  container: RefObject<HTMLElement | null>,
): (target: SubmitFocusTarget) => void {
  const [request, setRequest] = useState<{ target: SubmitFocusTarget; serial: number } | null>(null);

  useEffect(() => {
    if (!request) return;
    const selector = request.target === 'alert' ? '[data-form-alert]' : '[aria-invalid="true"]';
    container.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [request, container]);

  return useCallback(
    (target: SubmitFocusTarget) =>
      setRequest((previous) => ({ target, serial: (previous?.serial ?? 0) + 1 })),
    [],
  );
}
