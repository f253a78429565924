import { pageTitle, siteCopy, type PageName } from '@sukoon/contracts/copy/site';

/**
 * A page's <title> ("Services | Sukoon") and meta description, from the site's copy. React 19 puts
 * both into the document head wherever they are rendered, so prerendered HTML carries them too.
 * Every page module renders one.
 */
export function PageHead({ page }: { page: PageName }) {
  const { title, description } = siteCopy.pages[page];
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
    </>
  );
}
