import { Group, Text } from '@mantine/core';
import { ratingColours, ratingLabels, type Rating } from '@hazardscope/contracts';

/** A rating in a table cell: a swatch in its colour beside the letter and word (never colour alone). */
export function RatingChip(props: { rating: Rating | null }) {
  if (props.rating === null) {
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          width: 12,
          height: 12,
          borderRadius: 3,
          background: ratingColours[props.rating],
        }}
      />
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {props.rating} ({ratingLabels[props.rating]})
      </Text>
    </Group>
  );
}
