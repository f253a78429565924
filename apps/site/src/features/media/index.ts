// The media feature's public face: other features (the home page's partner strip), pages and the app import only from here.
export { MediaGalleryScreen } from './MediaGalleryScreen';
export {
  fetchMediaGallery,
  mediaGalleryQueryOptions,
  toGalleryItems,
  useMediaGallery,
  type MediaGalleryFailure,
  type MediaGalleryView,
} from './api/mediaGallery';
