import { Button, Group, Tooltip } from '@mantine/core';
import {
  IconAlertCircle,
  IconDeviceFloppy,
  IconFileTypeCsv,
  IconFileTypePdf,
  IconLink,
  IconShoppingCart,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface ResultActionsProps {
  /** Compact buttons at 1070 px or less. */
  compact: boolean;
  /** The saved analysis's id; sharing needs one, and Save reads 'Saved' once there is one. */
  savedId: string | undefined;
  /** Real results shown (purchased, or an allow-listed reader): nothing to buy. */
  purchased: boolean;
  onPurchase(): void;
  onShare(): void;
  onSave(): void;
  onReportStrangeResults(): void;
}

interface ActionSpec {
  label: string;
  compactLabel: string;
  icon: ReactNode;
  /** Why the action cannot be used yet, shown as its tooltip; undefined when it works. */
  unavailableBecause: string | undefined;
  onClick?: () => void;
}

/** The header's buttons: share link, Purchase Report, Save, Export CSV, PDF, Report Strange Results. */
export function ResultActions(props: ResultActionsProps) {
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
      icon: <IconFileTypeCsv size={16} />,
      unavailableBecause: 'CSV export comes with the commercial report.',
    },
    {
      label: 'Download PDF Report',
      compactLabel: 'PDF',
      icon: <IconFileTypePdf size={16} />,
      unavailableBecause: 'The PDF report comes with the commercial report.',
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
            {props.compact ? action.compactLabel : action.label}
          </Button>
        );
        return action.unavailableBecause ? (
          <Tooltip key={action.label} label={action.unavailableBecause} withArrow multiline w={240}>
            <span>{button}</span>
          </Tooltip>
        ) : (
          button
        );
      })}
    </Group>
  );
}
