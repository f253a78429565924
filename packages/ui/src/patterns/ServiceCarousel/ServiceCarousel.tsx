import { useCallback, useEffect, useId, useState, type FocusEvent } from 'react';
import type { ServiceCategorySlide } from '@sukoon/contracts/content/home';
import { homeSectionsCopy } from '@sukoon/contracts/copy/homeSections';
import { CAROUSEL_INTERVAL_MS } from '@sukoon/contracts/rules/timings';
import { Icon } from '../../primitives/Icon';
import { ResponsivePicture } from '../../primitives/ResponsivePicture';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useReducedMotion } from '../../theme/useMediaQuery';
import { useAutoAdvance } from './useAutoAdvance';
import { useEmblaOnDemand } from './useEmblaOnDemand';
import * as styles from './ServiceCarousel.css';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';

const copy = homeSectionsCopy.carousel;

export interface ServiceCarouselProps {
  /** content/home.ts SERVICE_CATEGORY_SLIDES: the seven categories (A3). */
  slides: readonly ServiceCategorySlide[];
  heading: string;
  /** Time on each slide before the next (01 §9: 5 s). Stories shorten it. */
  intervalMs?: number;
  /** Whether it starts advancing on its own; the Pause/Play control changes it. Default true. */
  autoPlay?: boolean;
  /**
   * Less motion: it starts paused (Play still starts it) and changes slides without sliding. Defaults to the
   * reader's prefers-reduced-motion setting, followed live until the reader presses Pause or Play.
   */
  reducedMotion?: boolean;
  /** The slide shown first (0-based). */
  startIndex?: number;
  /** Reports each slide change (0-based), by hand or by the timer. */
  onSlideChange?(index: number): void;
  /** Load every slide's picture at once (stories, or a page that shows the carousel above the fold). */
  eager?: boolean;
  /** The carousel is the page's largest picture on a phone's first screen: its first slide is fetched first. */
  priority?: boolean;
}

/**
 * The service-category carousel (A3, A4): one category per slide, advancing every 5 s and looping.
 * It pauses while the pointer is over its arrows or dots and while focus is inside it, and has a
 * visible Pause/Play control (WCAG 2.2.2). The W3C carousel pattern: a labelled region with
 * aria-roledescription, slides named "n of 7", slides off screen inert, announcements only when not rotating.
 */
export function ServiceCarousel({
  slides,
  heading,
  intervalMs = CAROUSEL_INTERVAL_MS,
  autoPlay = true,
  reducedMotion,
  startIndex = 0,
  onSlideChange,
  eager = false,
  priority = false,
}: ServiceCarouselProps) {
  const headingId = useId();
  const slidesId = useId();
  const prefersReducedMotion = useReducedMotion();
  const lessMotion = reducedMotion ?? prefersReducedMotion;
  const [viewportRef, embla] = useEmblaOnDemand({ loop: true, startIndex, duration: 30 });
  const [selected, setSelected] = useState(startIndex);
  // Until the reader presses Pause or Play, the motion setting decides, as it is only known after hydration.
  const [chosen, setChosen] = useState<boolean>();
  const playing = chosen ?? (autoPlay && !lessMotion);
  const [pointerOnControls, setPointerOnControls] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const rotating = playing && !pointerOnControls && !focusInside;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      const index = embla.selectedScrollSnap();
      setSelected(index);
      onSlideChange?.(index);
    };
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, onSlideChange]);

  // Less motion: slides change without the sliding animation.
  const next = useCallback(() => embla?.scrollNext(lessMotion), [embla, lessMotion]);
  const previous = useCallback(() => embla?.scrollPrev(lessMotion), [embla, lessMotion]);
  const goTo = (index: number) => embla?.scrollTo(index, lessMotion);

  useAutoAdvance({ running: rotating && !!embla, intervalMs, onAdvance: next, slide: selected });

  // Focus anywhere inside pauses, except on the Pause/Play control itself: pressing Play must play.
  const onFocus = (event: FocusEvent<HTMLElement>) =>
    setFocusInside(!(event.target as HTMLElement).hasAttribute('data-rotation-control'));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };

  return (
    <section
      className={styles.root}
      aria-roledescription={copy.roleDescription}
      aria-labelledby={headingId}
      data-rotating={rotating}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <Heading level={2} id={headingId} size={{ mobile: '2xl', tablet: '3xl' }} leading="tight" align="center">
        {heading}
      </Heading>
      <div className={styles.viewport} ref={viewportRef}>
        <div id={slidesId} className={styles.track} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.category}
              className={styles.slide}
              role="group"
              aria-roledescription={copy.slideRoleDescription}
              aria-label={copy.slideLabel(index + 1, slides.length)}
              aria-current={index === selected ? 'true' : undefined}
              inert={index !== selected}
            >
              <div className={styles.media}>
                <ResponsivePicture
                  picture={slide.image}
                  sizes={styles.imageSizes}
                  className={styles.image}
                  eager={eager || index === startIndex}
                  priority={priority && index === startIndex}
                />
              </div>
              <div className={styles.body}>
                <Heading level={3} size={{ mobile: 'xl', tablet: '2xl' }} leading="snug" className={styles.title}>
                  {slide.title}
                </Heading>
                <Text size="md" weight="medium" className={styles.subtitle}>
                  {slide.subtitle}
                </Text>
                <ul className={styles.points}>
                  {slide.description.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                <div>
                  <a href={slide.href} className={styles.explore}>
                    {copy.explore}
                    <VisuallyHidden> {slide.title}</VisuallyHidden>
                    <Icon name="chevronRight" size="small" />
                  </a>
                </div>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.toggle}
          data-rotation-control=""
          aria-label={playing ? copy.pauseLabel : copy.playLabel}
          onClick={() => setChosen(!playing)}
        >
          <span aria-hidden="true" className={playing ? styles.pauseGlyph : styles.playGlyph} />
          {playing ? copy.pause : copy.play}
        </button>
        {/* A4: the pointer over the arrows or the dots pauses the carousel. */}
        <div
          className={styles.nav}
          onPointerOver={() => setPointerOnControls(true)}
          onPointerOut={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPointerOnControls(false);
          }}
        >
          <button
            type="button"
            className={styles.arrow}
            aria-label={copy.previous}
            aria-controls={slidesId}
            onClick={previous}
          >
            <Icon name="chevronRight" className={styles.flipped} />
          </button>
          <div className={styles.dots} role="group" aria-label={copy.dotsLabel}>
            {slides.map((slide, index) => (
              <button
                key={slide.category}
                type="button"
                className={styles.dot}
                aria-label={copy.goTo(index + 1, slide.title)}
                aria-controls={slidesId}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} aria-label={copy.next} aria-controls={slidesId} onClick={next}>
            <Icon name="chevronRight" />
          </button>
        </div>
      </div>
    </section>
  );
}
