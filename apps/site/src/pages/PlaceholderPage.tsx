import { PageHeading } from '@sukoon/ui/PageHeading';

/** A page that a later issue builds: its route, guards and rules are real, its body is not yet. */
export function PlaceholderPage({ title }: { title: string }) {
  return <PageHeading title={title} />;
}
