import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import classes from './upload-drop-zone.module.css';

/** The file kinds a portfolio is read from, by extension (a browser's MIME type for CSV varies). */
const portfolioFileExtensions = ['.csv', '.xlsx'] as const;

/** Why a chosen file cannot be uploaded, or undefined when it may be. */
export function portfolioFileProblem(file: File, maximumBytes: number): string | undefined {
  const name = file.name.toLowerCase();
  if (!portfolioFileExtensions.some((extension) => name.endsWith(extension))) {
    return `${file.name} is not a CSV or XLSX file. Save the table as CSV or as an Excel workbook (.xlsx) and choose it again.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > maximumBytes) {
    return `${file.name} is ${formatBytes(file.size)}, over the limit of ${formatBytes(maximumBytes)}. Split the portfolio into several files.`;
  }
  return undefined;
}

/** Bytes as a person reads them: '512 KB', '10 MB' (powers of 1024). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${Number(megabytes.toPrecision(megabytes < 10 ? 2 : 3))} MB`;
}

/**
 * A drop zone for the portfolio file: drag a file onto it, or choose one with the button (the
 * native file picker, reachable by keyboard). A file that is not CSV or XLSX, empty or too large is
 * refused here with the reason; the server checks the same again.
 */
export function UploadDropZone(props: {
  file: File | undefined;
  maximumBytes: number;
  onFile(file: File | undefined): void;
  disabled?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string>();
  const problemId = useId();
  const choose = (file: File | undefined) => {
    if (file === undefined) return;
    const reason = portfolioFileProblem(file, props.maximumBytes);
    setProblem(reason);
    props.onFile(reason === undefined ? file : undefined);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (props.disabled === true) return;
    choose(event.dataTransfer.files[0]);
  };
  return (
    <Stack gap={4}>
      <Box
        className={classes.zone}
        data-dragging={dragging || undefined}
        data-testid="portfolio-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Stack align="center" gap="xs">
          {props.file === undefined ? (
            <IconUpload size={32} aria-hidden className={classes.icon} />
          ) : (
            <IconFileSpreadsheet size={32} aria-hidden className={classes.icon} />
          )}
          <Text ta="center" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {props.file === undefined
              ? 'Drop a CSV or XLSX file here'
              : `${props.file.name} (${formatBytes(props.file.size)})`}
          </Text>
          <Group gap="xs" justify="center">
            <Button
              variant="light"
              onClick={() => inputRef.current?.click()}
              disabled={props.disabled}
              aria-describedby={problem === undefined ? undefined : problemId}
            >
              {props.file === undefined ? 'Choose a file' : 'Choose another file'}
            </Button>
          </Group>
        </Stack>
        <input
          ref={inputRef}
          type="file"
          accept={portfolioFileExtensions.join(',')}
          hidden
          data-testid="portfolio-file-input"
          onChange={(event) => {
            choose(event.currentTarget.files?.[0]);
            // Choosing the same file again after fixing it must fire a change.
            event.currentTarget.value = '';
          }}
        />
      </Box>
      {problem !== undefined && (
        <Text id={problemId} size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
