import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { ratingColours, ratingLabels, type Rating } from '@hazardscope/contracts';

/** A rating as letter and word, never colour alone. */
export function RatingBadge(props: {
  rating: Rating;
  title: string;
  caption: string;
  sample: boolean;
}) {
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <ThemeIcon
        size={64}
        radius="md"
        color={props.sample ? 'gray.5' : ratingColours[props.rating]}
        aria-label={`Rating ${props.rating}`}
      >
        <Text fz={34} fw={800} c="white">
          {props.rating}
        </Text>
      </ThemeIcon>
      <Stack gap={2}>
        <Text fw={600}>{props.title}</Text>
        <Text size="sm">
          {ratingLabels[props.rating]} risk{props.sample ? ' · SAMPLE ONLY' : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {props.caption}
        </Text>
      </Stack>
    </Group>
  );
}
