import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table wider than a phone in a box that scrolls sideways, reachable by keyboard: the box takes
 * focus (Tab, then the arrow keys scroll it) and is a region named after the table, so a reader
 * without a pointer can see every column (WCAG 2.1.1).
 */
export function ScrollTable(props: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer
      minWidth={props.minWidth}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={props.label}
    >
      {props.children}
    </Table.ScrollContainer>
  );
}
