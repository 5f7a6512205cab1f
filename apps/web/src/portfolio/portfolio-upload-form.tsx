import {
  Alert,
  Anchor,
  Button,
  Card,
  List,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import {
  climateScenarioLabels,
  climateScenarios,
  defaultClimateScenario,
  formatThousands,
  portfolioLimits,
  portfolioSampleUrl,
  type ClimateScenario,
  type PortfolioUploadReply,
} from '@hazardscope/contracts';
import { useState, type FormEvent } from 'react';
import { uploadPortfolio } from '../api/portfolios.ts';
import { formatBytes, UploadDropZone } from './upload-drop-zone.tsx';

const scenarioOptions = climateScenarios.map((scenario) => ({
  value: scenario,
  label: climateScenarioLabels[scenario],
}));

/** The limits a portfolio upload must keep, as the page states them. */
function portfolioLimitTexts(): string[] {
  return [
    `Up to ${formatThousands(portfolioLimits.rowsPerPortfolio)} assets (rows) per portfolio.`,
    `Files up to ${formatBytes(portfolioLimits.fileBytes)}, as CSV or Excel (.xlsx).`,
    `Up to ${portfolioLimits.portfoliosPerAccountPerDay} new portfolios per account per day.`,
  ];
}

/**
 * The upload form: title, emissions scenario and the file (dropped or chosen), with the columns the
 * file needs, the limits and the sample file. Uploading reads and checks the file and quotes its
 * price; nothing runs yet.
 */
export function PortfolioUploadForm(props: { onUploaded(reply: PortfolioUploadReply): void }) {
  const [title, setTitle] = useState('');
  const [scenario, setScenario] = useState<ClimateScenario>(defaultClimateScenario);
  const [file, setFile] = useState<File>();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();
  const [titleTouched, setTitleTouched] = useState(false);
  const titleError =
    titleTouched && title.trim() === '' ? 'Give the portfolio a title.' : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTitleTouched(true);
    if (title.trim() === '' || file === undefined) return;
    setUploading(true);
    setError(undefined);
    try {
      props.onUploaded(await uploadPortfolio({ file, title: title.trim(), scenario }));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="upload-heading">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Title order={2} id="upload-heading">
            Upload a portfolio
          </Title>
          <TextInput
            label="Title"
            placeholder="e.g. Residential book, Q3"
            required
            maxLength={500}
            value={title}
            error={titleError}
            onChange={(event) => setTitle(event.currentTarget.value)}
            onBlur={() => setTitleTouched(true)}
          />
          <Select
            label="Emissions scenario"
            data={scenarioOptions}
            value={scenario}
            allowDeselect={false}
            onChange={(value) => value !== null && setScenario(value as ClimateScenario)}
          />
          <UploadDropZone
            file={file}
            maximumBytes={portfolioLimits.fileBytes}
            onFile={setFile}
            disabled={uploading}
          />
          {error !== undefined && (
            <Alert color="red" title="The file could not be used" role="alert">
              {error}
            </Alert>
          )}
          <Button
            type="submit"
            loading={uploading}
            disabled={file === undefined}
            style={{ alignSelf: 'flex-start' }}
          >
            Upload and check
          </Button>
          <Text size="sm" c="dimmed">
            Uploading reads and checks every row and quotes the price. Nothing runs until you
            confirm.
          </Text>
        </Stack>
      </form>
    </Card>
  );
}

/** What the file must hold, the limits, and the sample file to start from. */
export function PortfolioFileGuide() {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="guide-heading">
      <Stack gap="sm">
        <Title order={2} id="guide-heading">
          What the file needs
        </Title>
        <Text size="sm">
          One row per asset, with a header row. Headers are matched by name, in any letter case and
          with spaces or underscores:
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            <b>latitude</b> and <b>longitude</b> (decimal degrees), or <b>address</b>
          </List.Item>
          <List.Item>
            <b>asset_type</b>: a catalogue acronym such as SH, or the asset type&apos;s name
          </List.Item>
          <List.Item>
            <b>replacement_value</b>: a positive number, in US dollars
          </List.Item>
          <List.Item>
            <b>id</b> (optional): your own reference, kept in every result
          </List.Item>
          <List.Item>
            Optional design fields by their machine names (e.g. build_year, floor_height) where the
            asset type has them
          </List.Item>
        </List>
        <Title order={3} size="h5">
          Limits
        </Title>
        <List size="sm" spacing={4}>
          {portfolioLimitTexts().map((text) => (
            <List.Item key={text}>{text}</List.Item>
          ))}
        </List>
        <Anchor href={portfolioSampleUrl} download size="sm">
          <IconDownload size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
          Download the sample file (1,000 assets, CSV)
        </Anchor>
      </Stack>
    </Card>
  );
}
