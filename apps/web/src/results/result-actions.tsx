import { Button, Group, Tooltip } from '@mantine/core';
import {
  IconAlertCircle,
  IconDeviceFloppy,
  IconFileTypeCsv,
  IconFileTypePdf,
  IconLink,
  IconShoppingCart,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

export interface ResultActionsProps {
  /** Compact buttons at 1070 px or less. */
  compact: boolean;
  /** The saved analysis's id; sharing needs one, and Save reads 'Saved' once there is one. */
  savedId: string | undefined;
  /** Real results shown (purchased, or an allow-listed reader): nothing to buy. */
  purchased: boolean;
  /** The reader is allow-listed for CSV export: the export opens without a purchase. */
  exportAllowed: boolean;
  /**
   * The reader owns the analysis (or ran it this session): the server makes reports and exports of
   * its owner's analyses only, so a shared link's other readers get neither.
   */
  ownedByReader: boolean;
  onPurchase(): void;
  onShare(): void;
  onSave(): void;
  onReportStrangeResults(): void;
  onDownloadReport(): void;
  onExportCsv(): void;
  /** A failed log call or download turns the button into 'Error: contact {provider}'. */
  reportDownloadError: boolean;
  exportError: boolean;
  providerShortName: string;
}

interface ActionSpec {
  label: string;
  compactLabel: string;
  /** Shown instead of the label (the error text), when set. */
  text?: string | undefined;
  icon: ReactNode;
  /** Why the action cannot be used yet, shown as its tooltip; undefined when it works. */
  unavailableBecause: string | undefined;
  onClick?: () => void;
}

/** The header's buttons: share link, Purchase Report, Save, Export CSV, PDF, Report Strange Results. */
export function ResultActions(props: ResultActionsProps) {
  const contactText = `Error: contact ${props.providerShortName}`;
  // Both act on the owner's saved analysis; real results (purchased or allow-listed) unlock them,
  // and the export's own allow-list right unlocks the CSV alone.
  const downloadUnavailableBecause = (what: string, permitted: boolean) =>
    !props.ownedByReader
      ? `${what} is for the owner of this analysis: log in with the account that saved it.`
      : !permitted
        ? `${what} comes with the commercial report.`
        : props.savedId === undefined
          ? `Save the analysis first: ${what.toLowerCase()} is made from the saved analysis.`
          : undefined;
  const actions: ActionSpec[] = [
    {
      label: 'Share link',
      compactLabel: 'Share',
      icon: <IconLink size={16} />,
      unavailableBecause: props.savedId
        ? undefined
        : 'Save the analysis first: a shared link opens a saved analysis.',
      onClick: props.onShare,
    },
    {
      label: 'Purchase Report',
      compactLabel: 'Purchase',
      icon: <IconShoppingCart size={16} />,
      unavailableBecause: props.purchased ? 'This analysis shows real results.' : undefined,
      onClick: props.onPurchase,
    },
    {
      label: props.savedId ? 'Saved' : 'Save',
      compactLabel: props.savedId ? 'Saved' : 'Save',
      icon: <IconDeviceFloppy size={16} />,
      unavailableBecause: props.savedId ? 'This analysis is saved.' : undefined,
      onClick: props.onSave,
    },
    {
      label: 'Export CSV',
      compactLabel: 'CSV',
      text: props.exportError ? contactText : undefined,
      icon: <IconFileTypeCsv size={16} />,
      unavailableBecause: downloadUnavailableBecause(
        'CSV export',
        props.purchased || props.exportAllowed,
      ),
      onClick: props.onExportCsv,
    },
    {
      label: 'Download PDF Report',
      compactLabel: 'PDF',
      text: props.reportDownloadError ? contactText : undefined,
      icon: <IconFileTypePdf size={16} />,
      unavailableBecause: downloadUnavailableBecause('The PDF report', props.purchased),
      onClick: props.onDownloadReport,
    },
    {
      label: 'Report Strange Results',
      compactLabel: 'Report',
      icon: <IconAlertCircle size={16} />,
      unavailableBecause: undefined,
      onClick: props.onReportStrangeResults,
    },
  ];
  return (
    <Group gap={props.compact ? 6 : 'xs'} wrap="wrap">
      {actions.map((action) => {
        const button = (
          <Button
            key={action.label}
            size={props.compact ? 'compact-sm' : 'sm'}
            variant={action.label === 'Purchase Report' ? 'filled' : 'default'}
            leftSection={action.icon}
            disabled={action.unavailableBecause !== undefined}
            onClick={action.onClick}
            aria-label={action.label}
          >
            {action.text ?? (props.compact ? action.compactLabel : action.label)}
          </Button>
        );
        return action.unavailableBecause ? (
          <ReasonTooltip key={action.label} label={action.unavailableBecause}>
            {button}
          </ReasonTooltip>
        ) : (
          button
        );
      })}
    </Group>
  );
}

/**
 * Why a disabled button cannot be used, as a tooltip mounted on the first pointer over it. A Mantine
 * Tooltip renders its floating frame, id and transition when it mounts and renders again for each
 * of them: for three buttons that most people never point at, a good part of the task that opens
 * the result dialog.
 */
function ReasonTooltip(props: { label: string; children: ReactNode }) {
  const [armed, setArmed] = useState(false);
  const [opened, setOpened] = useState(false);
  const target = (
    <span
      onPointerEnter={() => {
        setArmed(true);
        setOpened(true);
      }}
      onPointerLeave={() => setOpened(false)}
    >
      {props.children}
    </span>
  );
  if (!armed) return target;
  return (
    <Tooltip label={props.label} opened={opened} withArrow multiline w={240}>
      {target}
    </Tooltip>
  );
}
