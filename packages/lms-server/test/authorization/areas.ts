import type { MatrixArea } from './matrix-types';
import { accountsArea } from './accounts-rows';
import { learningArea } from './learning-rows';
import { authoringArea } from './authoring-rows';
import { paymentsArea } from './payments-rows';
import { actionPlansArea } from './action-plans-rows';
import { embeddingArea } from './embedding-rows';
import { reportsArea } from './reports-rows';

export const MATRIX_AREAS: MatrixArea[] = [
  accountsArea,
  learningArea,
  authoringArea,
  paymentsArea,
  // Embedding's setup uses the action-plan step made by the action-plans area, so it comes after it.
  actionPlansArea,
  embeddingArea,
  reportsArea,
];
