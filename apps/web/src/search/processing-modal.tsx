import { Anchor, Button, Checkbox, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { messageIndexAt, nextProgress, tickDelayMs } from './progress.ts';
import { progressMessages, sampleProgressMessages } from './progress-messages.ts';

export interface ProcessingModalProps {
  opened: boolean;
  /** Free checks get the sample wording. */
  sample: boolean;
  /** True once the analysis has arrived; results can open when progress also reaches 100 %. */
  resultReady: boolean;
  onViewResults(): void;
  onClose(): void;
}

/**
 * The processing modal: a progress bar rising 5 % on random 250–500 ms ticks with
 * rotating messages; at 100 % with the result in hand, the user agrees to the terms and views it.
 */
export function ProcessingModal(props: ProcessingModalProps) {
  const [progressPercent, setProgressPercent] = useState(0);
  const [agreed, setAgreed] = useState(false);
  const { opened } = props;
  // While the modal fades out it keeps what it showed: reset on closing, or taking the closed
  // state's props (no result, sample wording), its content shrank and moved as it faded, a layout
  // shift. It starts afresh when it opens again, in that render (React's pattern for state that
  // follows a prop), so no frame shows the last run's progress.
  const [openedBefore, setOpenedBefore] = useState(opened);
  const [content, setContent] = useState({ sample: props.sample, resultReady: props.resultReady });
  if (opened !== openedBefore) {
    setOpenedBefore(opened);
    if (opened) {
      setProgressPercent(0);
      setAgreed(false);
    }
  }
  if (opened && (content.sample !== props.sample || content.resultReady !== props.resultReady)) {
    setContent({ sample: props.sample, resultReady: props.resultReady });
  }

  useEffect(() => {
    if (!opened) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setProgressPercent((percent) => {
        const next = nextProgress(percent);
        if (next < 100) timer = setTimeout(tick, tickDelayMs(Math.random()));
        return next;
      });
    };
    timer = setTimeout(tick, tickDelayMs(Math.random()));
    return () => clearTimeout(timer);
  }, [opened]);

  const messages = content.sample ? sampleProgressMessages : progressMessages;
  const finished = progressPercent >= 100 && content.resultReady;
  const message = finished
    ? content.sample
      ? 'Your sample results are ready.'
      : 'Your results are ready.'
    : progressPercent >= 100
      ? 'Finishing the analysis…'
      : messages[messageIndexAt(progressPercent, messages.length)];

  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={content.sample ? 'Preparing your sample analysis' : 'Running your analysis'}
      centered
      size="lg"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close the analysis' }}
    >
      <Stack gap="md">
        {/* The section is the progressbar: it carries the name and aria-valuenow/min/max. */}
        <Progress.Root size="lg">
          <Progress.Section
            value={progressPercent}
            animated={!finished}
            aria-label="Analysis progress"
          />
        </Progress.Root>
        <Text size="sm" aria-live="polite" mih={44}>
          {message}
        </Text>
        {content.sample && (
          <Text size="sm" c="red.8">
            Free checks show illustrative sample results only; they are not real climate risk for
            this site. Purchase the report to see the real analysis.
          </Text>
        )}
        {finished && (
          <Stack gap="sm">
            <Checkbox
              checked={agreed}
              onChange={(event) => setAgreed(event.currentTarget.checked)}
              label={
                <>
                  I have read and agree to the{' '}
                  <Anchor component={Link} to="/info/terms_and_conditions" target="_blank">
                    terms and conditions
                  </Anchor>{' '}
                  and the{' '}
                  <Anchor component={Link} to="/info/disclaimer_caveats" target="_blank">
                    disclaimer and caveats
                  </Anchor>
                  .
                </>
              }
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={props.onClose}>
                Cancel
              </Button>
              <Button disabled={!agreed} onClick={props.onViewResults}>
                View results
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
