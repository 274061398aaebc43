import type { MatrixArea } from './matrix-types';
import { accountsArea } from './accounts-rows';
import { learningArea } from './learning-rows';
import { authoringArea } from './authoring-rows';
import { paymentsArea } from './payments-rows';

export const MATRIX_AREAS: MatrixArea[] = [accountsArea, learningArea, authoringArea, paymentsArea];
