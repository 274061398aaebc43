/// <reference types="vite/client" />
// Each area's rows live in `<area>-rows.ts`; the matrix runs them in the order of lms-core's AREA_NAMES (an area's
// setup may use what an earlier one made: embedding uses the action-plans area's step). No list to keep here.
import { AREA_NAMES } from '@lms/core';
import type { MatrixArea } from './matrix-types';

const modules = import.meta.glob<Record<string, MatrixArea>>('./*-rows.ts', { eager: true });

export const MATRIX_AREAS: MatrixArea[] = Object.values(modules)
  .flatMap((module) => Object.values(module))
  .sort((a, b) => AREA_NAMES.indexOf(a.area) - AREA_NAMES.indexOf(b.area));
