import { useDispatch, useSelector } from 'react-redux';
import type { LmsDispatch, LmsState } from './create-lms-store';

/** Typed Redux hooks of the library's store. */
export const useLmsDispatch = useDispatch.withTypes<LmsDispatch>();
export const useLmsSelector = useSelector.withTypes<LmsState>();
