import { useContext } from 'react';
import { LmsError } from '@lms/core';
import { LmsRuntimeContext } from './lms-runtime-context';
import type { LmsRuntime } from './create-lms-runtime';

/** The lms-core objects of the enclosing <LmsProvider> (session, account service, route table, ...). */
export function useLmsRuntime(): LmsRuntime {
  const runtime = useContext(LmsRuntimeContext);
  if (!runtime) throw new LmsError('functions/internal', 'Render this component inside <LmsProvider>');
  return runtime;
}
