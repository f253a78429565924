import { NotFound } from '@sukoon/ui/NotFound';
import { paths } from '../app/paths';

export function NotFoundPage() {
  return <NotFound homeHref={paths.home} />;
}
