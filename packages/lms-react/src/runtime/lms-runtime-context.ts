import { createContext } from 'react';
import type { LmsRuntime } from './create-lms-runtime';

export const LmsRuntimeContext = createContext<LmsRuntime | null>(null);
