import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useProductConfig } from '../../config/product-config.tsx';
import { PageSection, PageSubsection, StaticPage, SupportEmailLink } from '../static-page.tsx';
import { caveatChapters, disclaimerParagraphs, type CaveatSection } from '@hazardscope/contracts';

/** /info/disclaimer_caveats — the disclaimer and the numbered caveats also printed in the PDF. */
export function DisclaimerCaveatsPage() {
  const { productName, providerShortName } = useProductConfig();
  const names = { productName, providerShortName };
  return (
    <StaticPage title="Disclaimer and caveats">
      <Paper withBorder radius="md" p="lg" bg="var(--mantine-color-gray-0)">
        <Stack gap="sm">
          <Title order={2} size="h3">
            Disclaimer
          </Title>
          {disclaimerParagraphs(names).map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </Paper>
      {caveatChapters(names).map((chapter) => (
        <PageSection key={chapter.number} title={`${chapter.number} ${chapter.title}`}>
          {chapter.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          <Stack gap="lg" mt="xs">
            {chapter.sections.map((section) => (
              <CaveatSectionView key={section.number} section={section} />
            ))}
          </Stack>
        </PageSection>
      ))}
      <Text c="dimmed">
        Questions about these caveats can be sent to <SupportEmailLink />.
      </Text>
    </StaticPage>
  );
}

function CaveatSectionView(props: { section: CaveatSection }) {
  const { section } = props;
  return (
    <PageSubsection title={`${section.number} ${section.title}`}>
      {section.paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {section.points === undefined ? null : (
        <List spacing="xs">
          {section.points.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
      )}
    </PageSubsection>
  );
}
