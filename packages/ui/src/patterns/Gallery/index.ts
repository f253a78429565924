export { Gallery, galleryLayouts, type GalleryLayout, type GalleryProps } from './Gallery';
export { Lightbox, type LightboxProps } from './Lightbox';
export type { GalleryItem } from './GalleryPicture';
