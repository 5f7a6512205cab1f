import type { ReactNode } from 'react';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useProductConfig } from '../config/product-config.tsx';

/**
 * The common frame of the information pages: one level-1 heading, an optional lead paragraph and
 * the sections below, in a medium-width container so lines stay at a readable length.
 */
export function StaticPage(props: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>{props.title}</Title>
          {props.lead === undefined ? null : (
            <Text size="lg" c="dimmed">
              {props.lead}
            </Text>
          )}
        </Stack>
        {props.children}
      </Stack>
    </Container>
  );
}

/** One titled section of an information page (level-2 heading with its body). */
export function PageSection(props: { title: string; id?: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" id={props.id}>
      <Title order={2}>{props.title}</Title>
      {props.children}
    </Stack>
  );
}

/** A level-3 subsection inside a PageSection. */
export function PageSubsection(props: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3}>{props.title}</Title>
      {props.children}
    </Stack>
  );
}

/** The installation's support e-mail address as a mail link. */
export function SupportEmailLink() {
  const { supportEmail } = useProductConfig();
  return <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>;
}

/** A bold run-in label at the start of a paragraph or list item ("Free tier. …"). */
export function RunInLabel(props: { children: string }) {
  return (
    <Text span fw={600}>
      {props.children}{' '}
    </Text>
  );
}

/** A small paragraph introduced by a bold label and a colon ("Used for: …"). */
export function LabelledText(props: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <RunInLabel>{`${props.label}:`}</RunInLabel>
      {props.children}
    </Text>
  );
}
