import { Carousel } from '@mantine/carousel';
import { Anchor, Box, Image, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import Autoplay from 'embla-carousel-autoplay';
import { useMemo } from 'react';
import { breakpoints } from '../breakpoints.ts';
import { useProductConfig } from '../config/product-config.tsx';
import { useViewportWidth } from '../hooks/use-viewport-width.ts';
import { carouselItemCount, partnerLogos } from './client-logos.ts';
import { useFirstPaintDone } from './after-first-paint.tsx';
import classes from './footer.module.css';

/** Auto-play interval (ms) and gap between logos (px) of the footer carousel. */
const autoplayDelayMs = 1000;
const logoMarginPx = 8;

/**
 * The footer: above 799 px 'Powered by Climate Risk Engines, technology used by', the
 * logo carousel and a grey copyright bar; at 799 px or less 'Our Technology Is Trusted By' and the
 * carousel. Not rendered at 99 px or less.
 *
 * The carousel plays itself every second, and pauses while the pointer or keyboard focus is on it
 * (WCAG 2.2.2 Pause, Stop, Hide). For a reader whose system asks for reduced motion it stays
 * still and can be dragged: with a new slide every second the carousel never settles, so it
 * repaints at the display's frame rate for as long as the page is open.
 *
 * The carousel starts a frame after the footer is drawn, in its place of the same height: setting
 * it up (measuring the slides, starting the autoplay) is a task of its own, not part of the one
 * that draws the rest of the page below the fold.
 */
export function Footer() {
  const viewportWidthPx = useViewportWidth();
  const { productName, providerShortName, publicUrl } = useProductConfig();
  // Read on the first render (the app renders only in the browser), so autoplay never starts.
  const reducedMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  const carouselStarted = useFirstPaintDone();
  const plugins = useMemo(
    () =>
      reducedMotion
        ? []
        : [
            Autoplay({
              delay: autoplayDelayMs,
              stopOnInteraction: false,
              stopOnMouseEnter: true,
              stopOnFocusIn: true,
            }),
          ],
    [reducedMotion],
  );
  if (viewportWidthPx <= breakpoints.footerMinimum) return null;
  const isWide = viewportWidthPx > breakpoints.mobile;
  const itemCount = carouselItemCount(viewportWidthPx);

  return (
    <Box component="footer" className={classes.footer}>
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
