import type { ComponentType } from 'react';
import { pageTitle, type PageHeadCopy } from '@sukoon/contracts/copy/pageHead';
import { useAnnouncePage } from './pageAnnouncement';

/**
 * A page's <title> ("Services | Sukoon") and meta description, from its copy (`servicesPageCopy` ...: each page
 * imports its own, so its code carries no other page's words). React 19 puts both into the document head wherever
 * they are rendered, so prerendered HTML carries them too. Every page module renders one. After an in-app move,
 * the title is also announced to screen readers (see pageAnnouncement).
 */
export function PageHead({ copy }: { copy: PageHeadCopy }) {
  const title = pageTitle(copy.title);
  useAnnouncePage(title);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={copy.description} />
    </>
  );
}

/** The whole of most page modules: the page's head, then its feature's screen. */
export function ScreenPage({ copy, screen: Screen }: { copy: PageHeadCopy; screen: ComponentType }) {
  return (
    <>
      <PageHead copy={copy} />
      <Screen />
    </>
  );
}
