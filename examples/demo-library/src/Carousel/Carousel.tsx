import {
  Children,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
  useEffect,
  useId,
  useState,
} from 'react';
import { useControllableState } from '../shared/useControllableState';
import {
  assertCarouselInterval,
  autoplayRuns,
  CAROUSEL_HEIGHT,
  CAROUSEL_INTERVAL,
  cssLength,
  slideAnnouncement,
  wrapSlide,
} from './carousel-rules';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import './Carousel.css';

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** The accessible name of the carousel region. */
  label?: string;
  /** The carousel's height: a number of pixels or any CSS length. */
  height?: number | string;
  /**
   * Advances the slides on their own every `interval` milliseconds, with a button to stop and start the
   * rotation. It pauses while the pointer is over the carousel, while focus is inside it and when the
   * reader prefers reduced motion.
   */
  cycle?: boolean;
  /**
   * Milliseconds between slides when cycling. It must be a number greater than 0; any other value throws
   * an error naming the prop.
   *
   * @exclusiveMinimum 0
   */
  interval?: number;
  /**
   * The index of the slide shown, when the parent controls it; an index past either end wraps around
   * (after the last slide comes the first).
   */
  value?: number;
  /** The index of the slide shown first, when the component keeps its own state. */
  defaultValue?: number;
  /** Called with the index of the slide now shown, whether the reader or the rotation moved it. */
  onChange?: (index: number) => void;
  /**
   * The slides: each child is one slide, named like "2 of 5" and announced as "Slide 2 of 5" when it is
   * shown (but not while the slides rotate on their own).
   */
  children?: ReactNode;
}

/** The defaults of {@link CarouselProps}, shared with the API data test. */
export const carouselDefaults = {
  label: 'Carousel',
  height: CAROUSEL_HEIGHT,
  cycle: false,
  interval: CAROUSEL_INTERVAL,
  defaultValue: 0,
} as const satisfies Partial<CarouselProps>;

/**
 * Slides shown one at a time, with previous and next buttons, an indicator per slide and optional
 * automatic rotation that pauses on hover, on focus and for readers who prefer reduced motion.
 *
 * It follows the WAI-ARIA carousel pattern. When cycling it also pauses while stopped with its rotation
 * button; while it rotates by itself the live region stays quiet.
 *
 * @throws {Error} when `interval` is not a number greater than 0.
 * @example <Carousel cycle interval={4000}><img src="a.jpg" alt="…" /><img src="b.jpg" alt="…" /></Carousel>
 */
export function Carousel({
  label = carouselDefaults.label,
  height = carouselDefaults.height,
  cycle = carouselDefaults.cycle,
  interval = carouselDefaults.interval,
  value,
  defaultValue = carouselDefaults.defaultValue,
  onChange,
  children,
}: CarouselProps) {
  const checkedInterval = assertCarouselInterval(interval);
  const slides = Children.toArray(children);
  const count = slides.length;
  const [current, setCurrent] = useControllableState(value, defaultValue, onChange);
  const index = wrapSlide(current, count);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = autoplayRuns({ cycle, count, stopped, hovered, focused, reducedMotion });
  const baseId = useId();
  const go = (next: number) => setCurrent(wrapSlide(next, count));

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setCurrent(wrapSlide(index + 1, count)), checkedInterval);
    return () => clearTimeout(timer);
  }, [rotating, index, count, checkedInterval, setCurrent]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className="ui-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      style={{ '--ui-carousel-height': cssLength(height) } as CSSProperties}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="ui-carousel__slides" id={`${baseId}-slides`}>
        {slides.map((slide, slideIndex) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a group described as a slide.
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional; the index is their identity.
            key={slideIndex}
            className="ui-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${count}`}
            hidden={slideIndex !== index}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className="ui-carousel__controls">
        {cycle && (
          <button
            type="button"
            className="ui-carousel__button ui-carousel__rotation"
            aria-label={stopped ? 'Start slide rotation' : 'Stop slide rotation'}
            onClick={() => setStopped(!stopped)}
          >
            <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
          </button>
        )}
        <button
          type="button"
          className="ui-carousel__button ui-carousel__previous"
          aria-label="Previous slide"
          aria-controls={`${baseId}-slides`}
          onClick={() => go(index - 1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div className="ui-carousel__indicators">
          {slides.map((_, slideIndex) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: one indicator per slide position.
              key={slideIndex}
              type="button"
              className="ui-carousel__indicator"
              aria-label={`Slide ${slideIndex + 1}`}
              aria-current={slideIndex === index ? 'true' : undefined}
              aria-controls={`${baseId}-slides`}
              onClick={() => go(slideIndex)}
            />
          ))}
        </div>
        <button
          type="button"
          className="ui-carousel__button ui-carousel__next"
          aria-label="Next slide"
          aria-controls={`${baseId}-slides`}
          onClick={() => go(index + 1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <p className="ui-carousel__status" aria-live={rotating ? 'off' : 'polite'} aria-atomic="true">
        {count > 0 ? slideAnnouncement(index, count) : ''}
      </p>
    </section>
  );
}
