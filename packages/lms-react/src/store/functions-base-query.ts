// RTK Query's transport: every endpoint is a contract operation called through lms-core's FunctionsPort, so
// the same screens work against any back end that implements the port.
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { isLmsError, type FunctionsPort, type LmsErrorCode, type OperationName } from '@lms/core';

export interface OperationCall {
  name: OperationName;
  data: unknown;
}

/** What RTK Query keeps in state for a failed call: plain data, because the store must stay serialisable. */
export interface SerializedLmsError {
  code: LmsErrorCode;
  message: string;
  details?: unknown;
}

/** The thunk extra argument the store is created with; the base query reads the port from it. */
export interface LmsThunkExtra {
  functions: FunctionsPort;
}

export function serializeError(error: unknown): SerializedLmsError {
  if (isLmsError(error)) {
    return error.details === undefined
      ? { code: error.code, message: error.message }
      : { code: error.code, message: error.message, details: error.details };
  }
  return { code: 'functions/unknown', message: error instanceof Error ? error.message : String(error) };
}

export const functionsBaseQuery: BaseQueryFn<OperationCall, unknown, SerializedLmsError> = async (
  call,
  api,
) => {
  const { functions } = api.extra as LmsThunkExtra;
  try {
    // The port is typed per operation; here the name is only known at run time, and the port validates
    // the input against the operation's schema before sending anyway.
    const data = await (
      functions.call as (name: OperationName, data: unknown, options: object) => Promise<unknown>
    )(call.name, call.data, { signal: api.signal });
    return { data };
  } catch (error) {
    return { error: serializeError(error) };
  }
};
