import type { QueryClient } from '@tanstack/react-query';
import { FALLBACK_PLANS } from '@sukoon/contracts';
import { FALLBACK_CATEGORIES } from '@sukoon/contracts/content/catalogue';
import { FALLBACK_CERTIFICATES } from '@sukoon/contracts/content/certificates';
import { GALLERY_MEDIA_ITEMS } from '@sukoon/contracts/content/media';
import { certificatesQueryOptions } from '../features/about';
import { mediaGalleryQueryOptions } from '../features/media';
import { categoriesQueryOptions, categoriesResult } from '../features/services';
import { membershipPlansQueryOptions, plansResult } from '../features/memberships';

/**
 * Puts into the query cache what a freshly seeded server answers for the public pages' data that rarely changes:
 * the database seed (apps/api's catalogue, content and memberships seeds) inserts exactly these contracts' lists.
 * The prerendering build renders with them; the browser then asks the server again (the cached answers are older
 * than the queries' stale time), and a server with the seed's data changes nothing on screen.
 */
export function prefillSeededAnswers(queryClient: QueryClient): void {
  queryClient.setQueryData(categoriesQueryOptions().queryKey, categoriesResult(FALLBACK_CATEGORIES));
  queryClient.setQueryData(membershipPlansQueryOptions().queryKey, plansResult(FALLBACK_PLANS));
  queryClient.setQueryData(certificatesQueryOptions().queryKey, [...FALLBACK_CERTIFICATES]);
  queryClient.setQueryData(mediaGalleryQueryOptions().queryKey, [...GALLERY_MEDIA_ITEMS]);
}
