// Every area's pages (area-routes.gen.ts, written by `npm run areas`; an area without screens of its own, embedding,
// has none). Its own registry, not a field of the cache registry: pages that use the route table without the store
// (the landing page, the action-plan frame) must not carry every area's cache declarations (the frame's 70 kB budget).
export { areaRoutes } from './area-routes.gen';
