import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { Anchor, Badge, Card, Code, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import {
  hazardKeys,
  hazardLabels,
  optionalHazardKeys,
  ratingThresholds,
  type HazardKey,
} from '@hazardscope/contracts';
import { useProductConfig } from '../../config/product-config.tsx';
import { LabelledText, PageSection, RunInLabel, StaticPage } from '../static-page.tsx';
import { exceedanceReturnPeriodsYears, hazardMethods, warmingPath } from './hazard-methods.ts';

const optionalHazards: readonly HazardKey[] = optionalHazardKeys;

/** Formats a fraction of replacement cost as the VAR% the product shows (0.002 → "0.2 %"). */
function percentOf(fraction: number): string {
  return `${Number((fraction * 100).toPrecision(2))} %`;
}

/** /info/methods — Scientific Methods, Outline: how the engine turns hazard data into VAR%. */
export function MethodsPage() {
  const { productName } = useProductConfig();
  const moderate = percentOf(ratingThresholds.moderateFromValueAtRiskFraction);
  const high = percentOf(ratingThresholds.highFromValueAtRiskFraction);
  return (
    <StaticPage
      title="Scientific Methods - Outline"
      lead={`How ${productName} estimates the physical climate risk of one built asset for every year from 1990 to 2100.`}
    >
      <Text c="dimmed" size="sm">
        This outline describes the method of the current risk engine. It is kept up to date as the
        engine develops; the datasets are listed with their sources on the{' '}
        <Anchor component={Link} to="/info/data_sources">
          data sources
        </Anchor>{' '}
        page and the limits of the results on the{' '}
        <Anchor component={Link} to="/info/disclaimer_caveats">
          disclaimer and caveats
        </Anchor>{' '}
        page.
      </Text>

      <PageSection title="A stress test, not a forecast">
        <Text>
          Each analysis asks how an asset of a given type, at a given place, would fare if emissions
          followed the high RCP8.5 / SSP5-8.5 path. The scenario is used as a stress test: it shows
          how large the risk could become and when it starts to matter, so that assets and designs
          can be compared consistently. It is not a statement of the most likely future.
        </Text>
        <Text>
          The result for each year is a statistical expectation for that year’s climate — the
          long-run average over many possible years — not a prediction of the weather in that year.
        </Text>
      </PageSection>

      <PageSection title="Hazard, exposure and vulnerability">
        <Text>
          The engine follows the standard catastrophe-modelling chain: a hazard (how often each
          intensity occurs at the site), the exposure (the asset and what it is made of) and its
          vulnerability (how much each intensity damages each part of it). Their combination is the
          expected annual damage.
        </Text>
        <List spacing="xs">
          <List.Item>
            <RunInLabel>Asset archetype.</RunInLabel>
            The asset is represented by a standard archetype of its type: a set of elements (roof,
            walls, frame, foundations, windows, electrical, cooling plant, fit-out and so on), each
            with its share of the replacement cost, its height, the hazards it is exposed to and a
            material with a failure coefficient per hazard. Commercial analyses can change the
            design settings and materials.
          </List.Item>
          <List.Item>
            <RunInLabel>Design thresholds.</RunInLabel>
            The asset’s design wind return period, heat threshold, floor height above ground, fire
            protection and foundation design set where each element starts to be damaged.
          </List.Item>
          <List.Item>
            <RunInLabel>Value At Risk.</RunInLabel>
            For hazard h in year y, VAR is the expected annual damage cost as a fraction of the
            replacement cost, shown as VAR% (also called the technical insurance premium). The total
            VAR of a year is the sum over hazards, capped at 100 %.
          </List.Item>
        </List>
        <Code block>
          {'VAR_h(y) = Σ_e  share_e × damageFraction(e, h) × P_fail(e, h, y)\n' +
            'VAR(y)   = min(1, Σ_h VAR_h(y))'}
        </Code>
      </PageSection>

      <PageSection title="Exceedance curves and expected annual damage">
        <Text>
          For every hazard and year, the hazard at the site is an annual exceedance curve: the
          intensity reached or exceeded once in T years, for return periods T of{' '}
          {exceedanceReturnPeriodsYears.join(', ')} years. The annual exceedance probability of each
          point is p = 1 / T.
        </Text>
        <Text>
          Each element’s fragility gives the probability of failure at each intensity. The expected
          annual failure probability, and likewise the expected annual damage, is the area under the
          fragility-weighted curve, integrated with the trapezoid rule between neighbouring return
          periods plus the tail beyond the rarest one:
        </Text>
        <Code block>{'E = Σ_i ½ (d_i + d_(i+1)) (p_i − p_(i+1)) + d_N p_N,    p_i = 1 / T_i'}</Code>
        <Text>
          where d_i is the damage fraction (or failure probability) at the intensity of return
          period T_i, and N is the rarest return period. Events more frequent than the 2-year level
          are taken to cause no damage.
        </Text>
      </PageSection>

      <PageSection title="Failure probability">
        <Text>
          Alongside damage, the engine estimates for each hazard the annual probability FP_h that it
          stops the asset working. The combined failure probability of a year assumes that the
          hazards occur independently of one another:
        </Text>
        <Code block>{'FP(y) = 1 − Π_h (1 − FP_h(y))'}</Code>
        <Text>
          Independence is a simplification. Some hazards tend to occur together — storm surge with
          cyclone wind, heat with fire, heavy rain with river flooding — and where they do, the
          combined probability can be higher than the formula gives. The maximum-to-date VAR and
          failure probability shown on the charts are running maxima from 2020.
        </Text>
      </PageSection>

      <PageSection title="Climate change: the warming path">
        <Text>
          Every year of the analysis is placed on one global warming path for SSP5-8.5, expressed as
          the rise of global mean surface temperature above the late nineteenth century. Each hazard
          then responds to the warming level through regional relationships taken from the IPCC
          Sixth Assessment Report, as described per hazard below.
        </Text>
        <Table.ScrollContainer minWidth={320} type="native">
          <Table striped withTableBorder maw={420} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Year</Table.Th>
                <Table.Th ta="right">Global warming (°C)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {warmingPath.map((point) => (
                <Table.Tr key={point.year}>
                  <Table.Td>{point.year}</Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {point.warmingDegreesCelsius.toFixed(2)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm" c="dimmed">
          Warming above 1880–1900 along SSP5-8.5 (series of Jewson, 2021, as used in CLIMADA);
          intermediate years are interpolated.
        </Text>
      </PageSection>

      <PageSection title="The nine hazards">
        <Text>
          Each hazard is described by its intensity measure, the data behind it, how it changes with
          warming and how the asset responds. Surface water flooding, freeze–thaw and tropical
          cyclone wind are optional in each analysis. Where embedded data are too coarse or missing
          for a site, a published rule fills the gap; the analysis names it and adds a warning.
        </Text>
        <Stack gap="md">
          {hazardKeys.map((hazard) => (
            <HazardMethodCard key={hazard} hazard={hazard} />
          ))}
        </Stack>
      </PageSection>

      <PageSection title="Ratings">
        <Text>The asset rating summarises VAR% for a year against two fixed thresholds:</Text>
        <List spacing="xs">
          <List.Item>
            <RatingBadge letter="A" color="green" /> Low: VAR below {moderate} a year.
          </List.Item>
          <List.Item>
            <RatingBadge letter="B" color="yellow" /> Moderate: VAR from {moderate} up to {high} a
            year.
          </List.Item>
          <List.Item>
            <RatingBadge letter="C" color="red" /> High: VAR of {high} a year or more.
          </List.Item>
        </List>
        <Text>
          The current rating is that of the first analysis year; the future rating is that of the
          year of peak risk up to the end of the asset’s life (2100 by default). Charts also mark 10
          % a year, a level at which insurance is likely to be hard to obtain.
        </Text>
      </PageSection>

      <PageSection title="Limitations">
        <List spacing="xs">
          <List.Item>
            Screening level: the embedded data are global and coarse (a 20′ elevation grid, one year
            of fire weather, regional climate-change signals), so results describe a typical asset
            of the type in that area rather than the specific building.
          </List.Item>
          <List.Item>
            One scenario: SSP5-8.5 is a stress test; lower-emission futures would generally give
            lower risk later in the century.
          </List.Item>
          <List.Item>
            Independence: hazards are combined as if independent, which can understate risk where
            they coincide.
          </List.Item>
          <List.Item>
            Extrapolation: return levels at 500 and 1,000 years rest on a few decades of
            observations and are uncertain.
          </List.Item>
          <List.Item>
            Defences and local works are not known unless supplied in the analysis settings.
          </List.Item>
        </List>
      </PageSection>

      <PageSection title="Key references">
        <List spacing="xs" size="sm">
          <List.Item>
            IPCC (2021). Climate Change 2021: The Physical Science Basis. Working Group I
            contribution to the Sixth Assessment Report, Cambridge University Press.
          </List.Item>
          <List.Item>
            Emanuel, K. (2011). Global warming effects on U.S. hurricane damage. Weather, Climate,
            and Society 3, 261–268.
          </List.Item>
          <List.Item>
            Huizinga, J., de Moel, H. and Szewczyk, W. (2017). Global flood depth-damage functions.
            JRC Technical Report, Publications Office of the European Union.
          </List.Item>
          <List.Item>
            Knutson, T. et al. (2020). Tropical cyclones and climate change assessment, Part II:
            projected response to anthropogenic warming. Bulletin of the American Meteorological
            Society 101, E303–E322.
          </List.Item>
          <List.Item>
            Vousdoukas, M. I. et al. (2018). Global probabilistic projections of extreme sea levels
            show intensification of coastal flood hazard. Nature Communications 9, 2360.
          </List.Item>
          <List.Item>
            Willoughby, H. E., Darling, R. W. R. and Rahn, M. E. (2006). Parametric representation
            of the primary hurricane vortex. Part II. Monthly Weather Review 134, 1102–1120.
          </List.Item>
        </List>
      </PageSection>
    </StaticPage>
  );
}

function RatingBadge(props: { letter: 'A' | 'B' | 'C'; color: string }) {
  return (
    <Badge color={props.color} variant="filled" radius="sm" mr={4}>
      {props.letter}
    </Badge>
  );
}

function HazardMethodCard(props: { hazard: HazardKey }) {
  const method = hazardMethods[props.hazard];
  const rows: [string, ReactNode][] = [
    ['Intensity', method.intensityMeasure],
    ['Data', method.data],
    ['Climate change', method.climateChange],
    ['Vulnerability', method.vulnerability],
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={3} size="h4">
            {hazardLabels[props.hazard]}
          </Title>
          {optionalHazards.includes(props.hazard) ? (
            <Badge variant="light" color="gray">
              Optional
            </Badge>
          ) : null}
        </Group>
        {rows.map(([label, text]) => (
          <LabelledText key={label} label={label}>
            {text}
          </LabelledText>
        ))}
      </Stack>
    </Card>
  );
}
