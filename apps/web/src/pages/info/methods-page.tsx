import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { Anchor, Badge, Card, Code, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import {
  hazardKeys,
  hazardLabels,
  hazardMethodLines,
  methodLimitations,
  methodReferences,
  methodsSections,
  nineHazardsIntroduction,
  optionalHazardKeys,
  ratingTexts,
  warmingPathCaption,
  warmingPathPoints,
  warmingPathSection,
  type HazardKey,
  type MethodsSection,
} from '@hazardscope/contracts';
import { useProductConfig } from '../../config/product-config.tsx';
import { LabelledText, PageSection, RunInLabel, StaticPage } from '../static-page.tsx';

const optionalHazards: readonly HazardKey[] = optionalHazardKeys;

/** /info/methods — Scientific Methods, Outline: how the engine turns hazard data into VAR%. */
export function MethodsPage() {
  const { productName } = useProductConfig();
  return (
    <StaticPage
      title="Scientific Methods - Outline"
      lead={`How ${productName} estimates the physical climate risk of one built asset for every year from 1990 to 2100.`}
    >
      <Text c="dimmed" size="sm">
        This outline describes the method of the current risk engine. It is kept up to date as the
        engine develops; the datasets are listed with their sources on the{' '}
        <Anchor component={Link} to="/info/data_sources">
          data sources
        </Anchor>{' '}
        page and the limits of the results on the{' '}
        <Anchor component={Link} to="/info/disclaimer_caveats">
          disclaimer and caveats
        </Anchor>{' '}
        page.
      </Text>

      {methodsSections.map((section) => (
        <MethodsSectionView key={section.title} section={section}>
          {section === warmingPathSection ? <WarmingPathTable /> : null}
        </MethodsSectionView>
      ))}

      <PageSection title="The nine hazards">
        <Text>{nineHazardsIntroduction}</Text>
        <Stack gap="md">
          {hazardKeys.map((hazard) => (
            <HazardMethodCard key={hazard} hazard={hazard} />
          ))}
        </Stack>
      </PageSection>

      <PageSection title="Ratings">
        <Text>{ratingTexts.introduction}</Text>
        <List spacing="xs">
          <List.Item>
            <RatingBadge letter="A" color="green" /> {ratingTexts.A}
          </List.Item>
          <List.Item>
            <RatingBadge letter="B" color="yellow" /> {ratingTexts.B}
          </List.Item>
          <List.Item>
            <RatingBadge letter="C" color="red" /> {ratingTexts.C}
          </List.Item>
        </List>
        <Text>{ratingTexts.closing}</Text>
      </PageSection>

      <PageSection title="Limitations">
        <List spacing="xs">
          {methodLimitations.map((limitation) => (
            <List.Item key={limitation}>{limitation}</List.Item>
          ))}
        </List>
      </PageSection>

      <PageSection title="Key references">
        <List spacing="xs" size="sm">
          {methodReferences.map((reference) => (
            <List.Item key={reference}>{reference}</List.Item>
          ))}
        </List>
      </PageSection>
    </StaticPage>
  );
}

/** One section of the shared methods texts: paragraphs, formulas and labelled lists in order. */
function MethodsSectionView(props: { section: MethodsSection; children?: ReactNode }) {
  const { section } = props;
  return (
    <PageSection title={section.title}>
      {section.blocks.map((block, index) => {
        switch (block.kind) {
          case 'paragraph':
            return <Text key={index}>{block.text}</Text>;
          case 'formula':
            return (
              // A formula wider than a phone scrolls sideways; keyboard users must reach it (WCAG 2.1.1).
              <Code key={index} block tabIndex={0}>
                {block.text}
              </Code>
            );
          case 'list':
            return (
              <List key={index} spacing="xs">
                {block.items.map((item) => (
                  <List.Item key={item.text}>
                    {item.label === undefined ? null : <RunInLabel>{item.label}</RunInLabel>}
                    {item.text}
                  </List.Item>
                ))}
              </List>
            );
        }
      })}
      {props.children}
    </PageSection>
  );
}

/** The warming path year by year, with its caption. */
function WarmingPathTable() {
  return (
    <>
      <Table.ScrollContainer minWidth={320} type="native">
        <Table striped withTableBorder maw={420} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Year</Table.Th>
              <Table.Th ta="right">Global warming (°C)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {warmingPathPoints.map((point) => (
              <Table.Tr key={point.year}>
                <Table.Td>{point.year}</Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {point.warmingDegreesCelsius.toFixed(2)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed">
        {warmingPathCaption}
      </Text>
    </>
  );
}

function RatingBadge(props: { letter: 'A' | 'B' | 'C'; color: string }) {
  return (
    <Badge color={props.color} variant="filled" radius="sm" mr={4}>
      {props.letter}
    </Badge>
  );
}

function HazardMethodCard(props: { hazard: HazardKey }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={3} size="h4">
            {hazardLabels[props.hazard]}
          </Title>
          {optionalHazards.includes(props.hazard) ? (
            <Badge variant="light" color="gray">
              Optional
            </Badge>
          ) : null}
        </Group>
        {hazardMethodLines(props.hazard).map((line) => (
          <LabelledText key={line.label} label={line.label}>
            {line.text}
          </LabelledText>
        ))}
      </Stack>
    </Card>
  );
}
