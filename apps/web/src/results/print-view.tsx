import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useMemo } from 'react';
import { chartInputFromAnalysis } from '@hazardscope/charts';
import { useProductConfig } from '../config/product-config.tsx';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import type { AnalysisRun } from '../analysis/analysis-run.ts';
import {
  analysisSectionContent,
  analysisSectionLabels,
  type AnalysisSection,
} from './analysis-sections.tsx';
import { SampleNotice } from './sample-notice.tsx';
import classes from './print-view.module.css';

export interface PrintViewProps {
  run: AnalysisRun;
  /** Back to the analysis in its result dialog. */
  onClose(): void;
}

/**
 * The print view (`?analysisId=…&printView=1`): a saved analysis as one page the browser can print
 * — its header, then the result dialog's Ratings, Detail, Value At Risk, Breakdown and Vulnerability
 * tabs one after another, each starting a new sheet on paper. The Location, Settings and
 * Adaptations tabs, which are for working on the analysis, are left out, and the buttons do not
 * print. Sample results carry the sample notice here too.
 */
export function PrintView({ run, onClose }: PrintViewProps) {
  const { analysis } = run;
  const { productName } = useProductConfig();
  const chartInput = useMemo(() => chartInputFromAnalysis(analysis), [analysis]);
  const title = run.saved?.title ?? analysis.properties.address;
  useDocumentTitle({ replace: `${title}: print view` });
  const content = analysisSectionContent(run, chartInput);

  return (
    // As wide as an A4 sheet inside the browser's default 10 mm margins: the charts are drawn at
    // the width they have on screen and would be cut at the paper's edge if drawn wider.
    <Container size="190mm" py="lg">
      <Group justify="flex-end" gap="sm" mb="md" className={classes.screenOnly}>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          Print
        </Button>
        <Button variant="default" onClick={onClose}>
          Close print view
        </Button>
      </Group>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {productName}: climate risk analysis
        </Text>
        <Title order={1} fz={26} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Text>{analysis.properties.address}</Text>
        <Text size="sm" c="dimmed">
          {analysis.inputs.archetype.name} · {analysis.inputs.archetype.service} · printed{' '}
          {new Date().toLocaleDateString('en-AU')}
        </Text>
      </Stack>
      {!run.realResults && (
        <Box mt="md">
          <SampleNotice />
        </Box>
      )}
      {(Object.keys(analysisSectionLabels) as AnalysisSection[]).map((section) => (
        <Box
          key={section}
          component="section"
          aria-label={analysisSectionLabels[section]}
          className={classes.section}
        >
          <Title order={2} fz={20} mb="md">
            {analysisSectionLabels[section]}
          </Title>
          {content[section]}
        </Box>
      ))}
    </Container>
  );
}
