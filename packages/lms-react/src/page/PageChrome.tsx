import { LoadingBar } from './LoadingBar';
import { PageMeta } from './PageMeta';
import { ScrollToTop } from './ScrollToTop';

/** What every page gets whatever the router: scroll reset, title and description, the loading bar. */
export function PageChrome() {
  return (
    <>
      <ScrollToTop />
      <PageMeta />
      <LoadingBar />
    </>
  );
}
