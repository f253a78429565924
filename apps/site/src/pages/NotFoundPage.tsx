import { NotFound } from '@sukoon/ui/NotFound';
import { paths } from '../lib/paths';

export function NotFoundPage() {
  return <NotFound homeHref={paths.home} />;
}
