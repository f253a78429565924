import { PageHeading } from '@sukoon/ui/patterns/PageHeading';
import { siteCopy, type PageName } from '@sukoon/contracts/copy/site';
import { PageHead } from '../lib/PageHead';

/** The pages a later issue builds: their routes, guards and rules are real, their bodies are not yet. */
export type PlaceholderName = {
  [N in PageName]: (typeof siteCopy.pages)[N] extends { heading: string } ? N : never;
}[PageName];

/** A page that a later issue builds: its route, guards, title and heading are real, its body is not yet. */
export default function PlaceholderPage({ page }: { page: PlaceholderName }) {
  return (
    <>
      <PageHead page={page} />
      <PageHeading title={siteCopy.pages[page].heading} />
    </>
  );
}
