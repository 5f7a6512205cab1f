import { Select, Stack, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PageViewPath } from '@hazardscope/contracts';
import { analysisSectionLabels } from './analysis-sections.tsx';

const resultTabs = [
  { value: 'ratings', label: analysisSectionLabels.ratings },
  { value: 'detail', label: analysisSectionLabels.detail },
  { value: 'settings', label: 'Settings' },
  { value: 'location', label: 'Location' },
  { value: 'var', label: analysisSectionLabels.var },
  { value: 'breakdown', label: analysisSectionLabels.breakdown },
  { value: 'vulnerability', label: analysisSectionLabels.vulnerability },
  { value: 'adaptations', label: 'Adaptations' },
  { value: 'sample-report', label: 'View a Sample Report' },
] as const;
export type ResultTab = (typeof resultTabs)[number];
export type ResultTabValue = ResultTab['value'];

/** The page view each tab records when shown (the sample report records none). */
export const resultTabPageViewPaths: Readonly<Record<ResultTabValue, PageViewPath | undefined>> = {
  ratings: '/analysis-result/ratings-tab',
  detail: '/analysis-result/detail-tab',
  settings: '/analysis-result/asset-customisation',
  location: '/analysis-result/streetview-tab',
  var: '/analysis-result/var-tab',
  breakdown: '/analysis-result/hazard-breakdown-tab',
  vulnerability: '/analysis-result/vulnerability-tab',
  adaptations: '/analysis-result/adaptation',
  'sample-report': undefined,
};

/**
 * The tabs an analysis shows: Settings only when the archetype has default field values;
 * Adaptations only when purchased, the reader owns it (the server keeps adaptations to the
 * owner) and it has them; the sample report only while the analysis is not purchased.
 */
export function visibleResultTabs(shown: {
  purchased: boolean;
  ownedByReader: boolean;
  hasDefaultFieldValues: boolean;
}): ResultTab[] {
  return resultTabs.filter((entry) => {
    if (entry.value === 'settings') return shown.hasDefaultFieldValues;
    if (entry.value === 'sample-report') return !shown.purchased;
    if (entry.value === 'adaptations') {
      return shown.purchased && shown.ownedByReader && shown.hasDefaultFieldValues;
    }
    return true;
  });
}

/**
 * The tabs and the shown tab's content: a tab list on a wide screen, a dropdown at 799 px or
 * less. `content` is rendered only once `contentShown` (the dialog's second transition).
 */
export function ResultTabs(props: {
  tabs: readonly ResultTab[];
  shownTab: ResultTabValue;
  onChange(tab: ResultTabValue): void;
  content: Record<ResultTabValue, ReactNode>;
  contentShown: boolean;
  isMobile: boolean;
}) {
  const { tabs, shownTab, content, contentShown } = props;
  if (props.isMobile) {
    return (
      <Stack gap="md">
        <Select
          aria-label="Result tab"
          data={tabs.map((entry) => ({ value: entry.value, label: entry.label }))}
          value={shownTab}
          onChange={(value) => value && props.onChange(value as ResultTabValue)}
          allowDeselect={false}
        />
        {contentShown && content[shownTab]}
      </Stack>
    );
  }
  return (
    <Tabs
      value={shownTab}
      onChange={(value) => value && props.onChange(value as ResultTabValue)}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        {tabs.map((entry) => (
          <Tabs.Tab key={entry.value} value={entry.value}>
            {entry.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((entry) => (
        <Tabs.Panel key={entry.value} value={entry.value}>
          {contentShown && content[entry.value]}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
