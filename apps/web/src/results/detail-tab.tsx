import { useState } from 'react';
import { Accordion, List, Table, Text } from '@mantine/core';
import {
  climateScenarioLabels,
  formatFixed,
  formatPercent,
  hazardKeys,
  hazardLabels,
  type AnalysisResult,
  type PageViewPath,
} from '@hazardscope/contracts';
import classes from './detail-tab.module.css';
import { DesignSpecificationTable } from '../analysis/design-specification-table.tsx';
import { recordPageView } from '../analytics/page-views.ts';

/** Warnings starting with DEBUG are for us, not for the user. */
function visibleWarnings(warnings: readonly string[]): string[] {
  return warnings.filter((warning) => !warning.startsWith('DEBUG'));
}

function FactTable(props: { rows: [string, React.ReactNode][] }) {
  return (
    <Table withRowBorders={false} verticalSpacing={4} layout="fixed">
      <Table.Tbody>
        {props.rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="38%" fw={500} c="dimmed">
              {label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The detail tab's sections that record a page view when opened. */
const detailSectionPageViewPaths: Readonly<Record<string, PageViewPath>> = {
  archetype: '/analysis-result/detail-tab/archetype-detail',
  scenarios: '/analysis-result/detail-tab/scenarios',
};

/** Asset details, archetype specifications and scenario with hazard metadata. */
export function DetailTab(props: {
  analysis: AnalysisResult;
  /** The saved analysis's id; before it is saved, the id of the run on the server. */
  analysisId: string;
}) {
  const { analysis } = props;
  const [longitude, latitude] = analysis.geometry.coordinates;
  const warnings = visibleWarnings(analysis.warnings);
  const [openSections, setOpenSections] = useState<string[]>(['asset']);
  const changeOpenSections = (next: string[]) => {
    for (const section of next) {
      const path = detailSectionPageViewPaths[section];
      if (path !== undefined && !openSections.includes(section)) recordPageView(path);
    }
    setOpenSections(next);
  };
  return (
    <Accordion multiple value={openSections} onChange={changeOpenSections} variant="separated">
      <Accordion.Item value="asset">
        <Accordion.Control>Asset Details</Accordion.Control>
        <Accordion.Panel>
          <FactTable
            rows={[
              ['Id', props.analysisId],
              ['Address', analysis.properties.address],
              [
                'Archetype',
                `${analysis.inputs.archetype.name} (${analysis.inputs.archetype.acronym})`,
              ],
              ['Latitude', formatFixed(latitude, 6)],
              ['Longitude', formatFixed(longitude, 6)],
              [
                'Elevation',
                analysis.site ? `${formatFixed(analysis.site.elevationMetres, 2)} m` : 'Unknown',
              ],
              ['Elevation dataset', analysis.site?.elevationDataset ?? 'Source Unknown'],
            ]}
          />
          <Text fw={600} mt="md" mb={4}>
            Warnings
          </Text>
          {warnings.length === 0 ? (
            <Text size="sm" c="dimmed">
              None.
            </Text>
          ) : (
            <List size="sm" spacing={4}>
              {warnings.map((warning) => (
                <List.Item key={warning}>{warning}</List.Item>
              ))}
            </List>
          )}
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="archetype">
        <Accordion.Control>Archetype Specifications</Accordion.Control>
        <Accordion.Panel>
          <DesignSpecificationTable analysis={analysis} />
          {/* Fixed columns that wrap their words: the whole table fits a 320 px phone. */}
          <Table
            striped
            mt="md"
            layout="fixed"
            verticalSpacing={4}
            style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="40%">Element</Table.Th>
                <Table.Th w="38%">Material</Table.Th>
                <Table.Th w="22%" ta="right">
                  Share of cost
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {analysis.inputs.asset.elements.map((element) => (
                <Table.Tr key={element.name}>
                  <Table.Td>{element.name}</Table.Td>
                  <Table.Td>{element.material.name}</Table.Td>
                  <Table.Td ta="right">{formatPercent(element.proportion)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Accordion.Panel>
      </Accordion.Item>
      <Accordion.Item value="scenarios">
        <Accordion.Control>Scenarios</Accordion.Control>
        <Accordion.Panel>
          <ScenarioDetails analysis={analysis} />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

function ScenarioDetails(props: { analysis: AnalysisResult }) {
  const { analysis } = props;
  const scenario = analysis.inputs.scenario;
  const metadataEntries = Object.keys(analysis.metadata);
  return (
    <>
      <FactTable
        rows={[
          ['Scenario', climateScenarioLabels[scenario.climateScenario]],
          ['Years', `${scenario.startYear}–${scenario.endYear}`],
        ]}
      />
      {metadataEntries.length === 0 ? (
        <Text mt="md">No hazard metadata available.</Text>
      ) : (
        // Three columns where they fit; on a phone each hazard's cells stack under its name.
        <Table verticalSpacing={6} mt="md" className={classes.stackOnPhone}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="20%">Hazard</Table.Th>
              <Table.Th w="40%">Description</Table.Th>
              <Table.Th w="40%">Datasets</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {hazardKeys.map((hazard) => {
              const metadata = analysis.metadata[hazard];
              return (
                <Table.Tr key={hazard}>
                  <Table.Td fw={600}>{hazardLabels[hazard]}</Table.Td>
                  {metadata === undefined ? (
                    <Table.Td colSpan={2}>
                      <Text size="sm" fw={600}>
                        Metadata missing
                      </Text>
                      <Text size="sm" c="dimmed">
                        Re-run analysis to update metadata
                      </Text>
                    </Table.Td>
                  ) : (
                    <>
                      <Table.Td>
                        <Text size="sm">{metadata.description}</Text>
                        {metadata.no_calc_reason && (
                          <Text size="sm" fw={600} mt={4}>
                            Not Calculated: {metadata.no_calc_reason}
                          </Text>
                        )}
                        {metadata.zero_reason && !analysis.properties.sample && (
                          <Text size="sm" mt={4}>
                            No risk: {metadata.zero_reason}
                          </Text>
                        )}
                        {metadata.flood_map && !analysis.properties.sample && (
                          <Text size="xs" c="dimmed">
                            Flood map: {metadata.flood_map}
                          </Text>
                        )}
                        {metadata.data_limitation && !analysis.properties.sample && (
                          <Text size="sm" fw={600} mt={4}>
                            Data limitation: {metadata.data_limitation}
                          </Text>
                        )}
                        {metadata.threshold_temperature !== undefined && (
                          <Text size="xs" c="dimmed">
                            Threshold temperature {formatFixed(metadata.threshold_temperature, 1)}{' '}
                            °C
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {metadata.projection && (
                          <Text size="xs">
                            Projection: {metadata.projection.description} (
                            {metadata.projection.source})
                          </Text>
                        )}
                        {metadata.historical && (
                          <Text size="xs">
                            Historical: {metadata.historical.description} (
                            {metadata.historical.source})
                          </Text>
                        )}
                      </Table.Td>
                    </>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
