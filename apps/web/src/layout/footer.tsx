import { Carousel } from '@mantine/carousel';
import { Anchor, Box, Image, Text } from '@mantine/core';
import { useInViewport, useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { useEffect, useMemo, useRef, useState } from 'react';
import { breakpoints } from '../theme/breakpoints.ts';
import { useProductConfig } from '../config/product-config.tsx';
import { useViewportWidth } from '../hooks/use-viewport-width.ts';
import { carouselItemCount, partnerLogos } from './client-logos.ts';
import classes from './footer.module.css';

/** Auto-play interval (ms) and gap between logos (px) of the footer carousel. */
const autoplayDelayMs = 1000;
const logoMarginPx = 8;

/**
 * The footer: above 799 px 'Powered by Climate Risk Engines, technology used by', the
 * logo carousel and a grey copyright bar; at 799 px or less 'Our Technology Is Trusted By' and the
 * carousel. Not rendered at 99 px or less.
 *
 * The carousel plays itself every second while it is on screen, and pauses while the pointer or
 * keyboard focus is on it (WCAG 2.2.2 Pause, Stop, Hide). For a reader whose system asks for
 * reduced motion it stays still and can be dragged. With a new slide every second the carousel never
 * settles: while it plays, the page restyles, repaints and renders it again at the display's frame
 * rate. Off screen (below the fold of the search page, under the result dialog) it waits: playing
 * there took ~19 % of a core in software rendering, work that slowed the first screen and the result
 * dialog's opening and showed nothing.
 *
 * The carousel is set up when the footer first comes on screen, in its place of the same height
 * until then. Setting it up (measuring every slide and its clones, starting the autoplay) took a
 * task of ~30 ms on an unthrottled shared 2-core machine, ~120 ms under the 4× CPU slowdown of
 * Lighthouse's mobile run, while the search page started, for a carousel below the fold; under the
 * result dialog, or when nobody scrolls down, it is never needed. Coming on screen is seen a frame
 * after the footer is drawn, so on a page whose footer shows at once the setup is still a task of
 * its own.
 */
export function Footer() {
  const viewportWidthPx = useViewportWidth();
  const { productName, providerShortName, publicUrl } = useProductConfig();
  // Read on the first render (the app renders only in the browser), so autoplay never starts.
  const reducedMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  const autoplay = useMemo(
    () =>
      reducedMotion
        ? undefined
        : Autoplay({
            delay: autoplayDelayMs,
            playOnInit: false,
            stopOnInteraction: false,
            stopOnMouseEnter: true,
            stopOnFocusIn: true,
          }),
    [reducedMotion],
  );
  const plugins = useMemo(() => (autoplay ? [autoplay] : []), [autoplay]);
  const [embla, setEmbla] = useState<EmblaCarouselType | undefined>();
  const { ref: viewportRef, inViewport } = useInViewport();
  // Once on screen, set up for good: scrolling away only pauses it (below).
  const [carouselStarted, setCarouselStarted] = useState(false);
  if (inViewport && !carouselStarted) setCarouselStarted(true);
  const inViewportRef = useRef(inViewport);
  useEffect(() => {
    inViewportRef.current = inViewport;
    if (!autoplay || !embla) return;
    const root = embla.rootNode();
    if (inViewport && !root.matches(':hover, :focus-within')) autoplay.play();
    if (!inViewport) autoplay.stop();
  }, [autoplay, embla, inViewport]);
  useEffect(() => {
    if (!autoplay || !embla) return;
    // The pointer leaving it or the focus moving out plays it again, which can happen as it
    // scrolls away: it then stops as soon as it has started.
    const stopOffScreen = () =>
      queueMicrotask(() => {
        if (!inViewportRef.current) autoplay.stop();
      });
    embla.on('autoplay:play', stopOffScreen);
    return () => {
      embla.off('autoplay:play', stopOffScreen);
    };
  }, [autoplay, embla]);
  if (viewportWidthPx <= breakpoints.footerMinimum) return null;
  const isWide = viewportWidthPx > breakpoints.mobile;
  const itemCount = carouselItemCount(viewportWidthPx);

  return (
    <Box component="footer" className={classes.footer} ref={viewportRef}>
      <Text className={classes.heading}>
        {isWide
          ? 'Powered by Climate Risk Engines, technology used by'
          : 'Our Technology Is Trusted By'}
      </Text>
      {carouselStarted ? (
        <Carousel
          className={classes.carousel}
          slideSize={`${100 / itemCount}%`}
          slideGap={logoMarginPx}
          emblaOptions={{ loop: true, align: 'start', dragFree: false }}
          plugins={plugins}
          getEmblaApi={setEmbla}
          withControls={false}
          withIndicators={false}
          aria-label="Organisations that use our technology"
        >
          {partnerLogos.map((logo) => (
            <Carousel.Slide key={logo.src}>
              <Box className={classes.slide}>
                <Image src={logo.src} alt="" h={32} w={32} fit="contain" />
                <Text className={classes.logoTitle}>{logo.title}</Text>
              </Box>
            </Carousel.Slide>
          ))}
        </Carousel>
      ) : (
        <Box className={`${classes.carousel} ${classes.carouselPlaceholder}`} />
      )}
      {isWide && (
        <Box className={classes.bar}>
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()}{' '}
            <Anchor href={publicUrl} size="sm" c="dimmed" underline="always">
              {providerShortName}
            </Anchor>
            {productName !== providerShortName && ` · ${productName}`}. All rights reserved.
          </Text>
        </Box>
      )}
    </Box>
  );
}
