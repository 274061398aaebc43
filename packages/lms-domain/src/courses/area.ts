// The courses area: the public catalogue and the administrators' course management (authoring), with the demo
// catalogue of a fresh installation.
import { defineDomainArea } from '../areas/define-area';
import { nameCourseParts } from './names';
import { authoringHandlers } from './authoring/handlers';
import { seedDemoCatalogue } from './demo-seed/seed-demo';
import { courseHandlers } from './handlers';
import * as authoring from './migrations/004-authoring';
import * as courseMediaFiles from './migrations/007-course-media-files';
import * as catalogueVersion from './migrations/009-catalogue-version';

export const coursesArea = defineDomainArea({
  name: 'courses',
  names: nameCourseParts,
  handlers: { ...courseHandlers, ...authoringHandlers },
  migrations: {
    '004-authoring': authoring,
    '007-course-media-files': courseMediaFiles,
    '009-catalogue-version': catalogueVersion,
  },
  demoSeed: (ctx, assets) => seedDemoCatalogue(ctx.db, ctx.now(), assets),
});
