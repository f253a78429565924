import { useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

/**
 * embla's carousel on the viewport, its code loaded once the carousel is on screen instead of with
 * the page: the first slide is in the prerendered HTML, so the page shows and hydrates without it, and the
 * controls work from the moment it comes. Until then, or if it cannot come (offline) or start, the first slide stays and the
 * arrows, dots and timer do nothing. Options are read once, when embla starts (the carousel's never change).
 */
export function useEmblaOnDemand(
  options: EmblaOptionsType,
): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const startOptions = useRef(options);

  useEffect(() => {
    if (!viewport) return;
    let started: EmblaCarouselType | undefined;
    let active = true;
    import('embla-carousel').then(
      ({ default: EmblaCarousel }) => {
        if (!active) return;
        try {
          started = EmblaCarousel(viewport, startOptions.current);
        } catch {
          // A browser embla cannot run in (no ResizeObserver) keeps the first slide, as when the code cannot come.
          return;
        }
        setEmbla(started);
      },
      () => undefined,
    );
    return () => {
      active = false;
      started?.destroy();
      setEmbla(undefined);
    };
  }, [viewport]);

  return [setViewport, embla];
}
