import { Group, Text } from '@mantine/core';
import { useProductConfig } from '../config/product-config.tsx';

/** The product mark (a wave under a sun) with the product name beside it (`nameClassName` on it). */
export function Logo(props: { size?: number; nameClassName?: string }) {
  const { productName } = useProductConfig();
  const size = props.size ?? 30;
  return (
    <Group gap={8} wrap="nowrap" aria-label={productName}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="var(--mantine-color-brand-7)" />
        <path
          d="M6 21 C10 16 13 16 16 19 C19 22 22 22 26 17"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
        <circle cx="16" cy="11" r="3.2" fill="#FFD43B" />
      </svg>
      <Text
        fw={700}
        fz={19}
        c="brand.9"
        className={props.nameClassName}
        style={{ letterSpacing: '-0.01em' }}
      >
        {productName}
      </Text>
    </Group>
  );
}
