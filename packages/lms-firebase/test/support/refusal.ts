// The LmsError a promise is refused with (and a failed test when it is fulfilled or refused otherwise).
import { expect } from 'vitest';
import { LmsError } from '@lms/core';

export async function refusal(promise: Promise<unknown>): Promise<LmsError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(LmsError);
  return error as LmsError;
}
