// `npm run build:functions`: the deployable functions, src/functions.ts bundled into functions/ (functions-bundle.mjs),
// which firebase.json's predeploy step and `npm run build:firebase` run.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleFunctions } from './functions-bundle.mjs';

const packageDir = fileURLToPath(new URL('.', import.meta.url));
await bundleFunctions({ entry: join(packageDir, 'src/functions.ts'), outDir: join(packageDir, 'functions') });
