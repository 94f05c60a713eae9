export { Carousel, type CarouselProps, carouselDefaults } from './Carousel';
export {
  assertCarouselInterval,
  autoplayRuns,
  CAROUSEL_HEIGHT,
  CAROUSEL_INTERVAL,
  slideAnnouncement,
  wrapSlide,
} from './carousel-rules';
export { usePrefersReducedMotion } from './usePrefersReducedMotion';
