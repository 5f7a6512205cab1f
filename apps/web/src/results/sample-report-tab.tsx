import { Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { sampleReportFileName } from '@hazardscope/contracts';

/** The server renders it with packages/report from the sample profile (apps/server routes/reports.ts). */
const sampleReportPath = '/api/reports/sample';

/**
 * The sample PDF embedded, so a
 * visitor can see what the commercial report holds before buying. Browsers that cannot show a PDF
 * inline (most phones) get the object's fallback: links to open or download it.
 */
export function SampleReportTab(props: { heightPx: number }) {
  const links = (
    <Group gap="sm">
      <Button
        component="a"
        href={sampleReportPath}
        target="_blank"
        rel="noopener"
        variant="default"
        leftSection={<IconExternalLink size={16} />}
      >
        Open the sample report
      </Button>
      <Button
        component="a"
        href={sampleReportPath}
        download={sampleReportFileName}
        variant="default"
        leftSection={<IconDownload size={16} />}
      >
        Download PDF
      </Button>
    </Group>
  );
  return (
    <Stack gap="md">
      <Text size="sm">
        This is the report a purchase produces, shown here with the illustrative sample results
        (marked SAMPLE ONLY) for an example house. A purchased report covers your asset with its
        real results, design and materials.
      </Text>
      {links}
      <Box
        component="object"
        data={sampleReportPath}
        type="application/pdf"
        aria-label="Sample report (PDF)"
        w="100%"
        h={props.heightPx}
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
      >
        <Text size="sm" p="md">
          Your browser cannot show the PDF here.{' '}
          <Anchor href={sampleReportPath} target="_blank" rel="noopener">
            Open the sample report
          </Anchor>{' '}
          instead.
        </Text>
      </Box>
    </Stack>
  );
}
