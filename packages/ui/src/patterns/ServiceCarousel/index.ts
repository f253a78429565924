export { ServiceCarousel, type ServiceCarouselProps } from './ServiceCarousel';
export { useAutoAdvance, type AutoAdvanceOptions } from './useAutoAdvance';
