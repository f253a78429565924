import { notFoundPageCopy } from '@sukoon/contracts/copy/pages/notFound';
import { NotFound } from '@sukoon/ui/patterns/NotFound';
import { PageHead } from '../lib/PageHead';
import { paths } from '../lib/paths';

/** /not-found, where unknown paths and render errors land (spec 01 section 2). */
export default function NotFoundPage() {
  return (
    <>
      <PageHead copy={notFoundPageCopy} />
      <NotFound homeHref={paths.home} />
    </>
  );
}
