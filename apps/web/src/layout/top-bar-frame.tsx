import { Anchor, Box, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useProductConfig } from '../config/product-config.tsx';
import { Logo } from './logo.tsx';
import classes from './top-bar.module.css';

/**
 * The top bar's frame: the bar and the logo linking home, with `children` (the navigation) at the
 * right. The bar turns compact under 600 px, and under 360 px only the logo's mark shows. Without
 * `routed` the logo is a plain link, for the first screen drawn before the router exists.
 */
export function TopBarFrame(props: { routed?: boolean; children?: ReactNode }) {
  const { productName } = useProductConfig();
  const logo = <Logo nameClassName={classes.productName} />;
  // The name holds the visible product name (WCAG 2.5.3 'label in name').
  const label = `${productName} home`;
  return (
    <Box component="header" className={classes.bar}>
      <Group justify="space-between" wrap="nowrap" className={classes.inner}>
        {props.routed ? (
          <Anchor component={Link} to="/" underline="never" aria-label={label}>
            {logo}
          </Anchor>
        ) : (
          <Anchor href="/" underline="never" aria-label={label}>
            {logo}
          </Anchor>
        )}
        {props.children}
      </Group>
    </Box>
  );
}
