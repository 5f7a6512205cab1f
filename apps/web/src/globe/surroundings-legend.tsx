import { mapColours, type SurroundingsReply } from '@hazardscope/contracts';
import classes from './globe.module.css';

/** Names of the WDBII river levels. */
const riverLevelNames: Record<number, string> = {
  1: 'permanent major river',
  2: 'additional major river',
  3: 'additional river',
  4: 'minor river',
};

function kilometres(value: number): string {
  return `${value < 10 ? value.toFixed(1) : value.toFixed(0)} km`;
}

/** The distances the analysis takes at the site, as short sentences. */
export function surroundingsSummary(reply: SurroundingsReply): string[] {
  const { distances } = reply;
  if (distances === null) return ['At sea: this point is not analysed.'];
  const lines = [`Coast: ${kilometres(distances.coastKilometres)}`];
  if (distances.riverKilometres === null) lines.push('River: none within 50 km');
  else if (distances.riverSource === 'derived')
    lines.push(
      `River: ${kilometres(distances.riverKilometres)} (a channel found in the elevation data, not on the river map)`,
    );
  else
    lines.push(
      `River: ${kilometres(distances.riverKilometres)}${
        distances.riverLevel !== null && riverLevelNames[distances.riverLevel]
          ? ` (${riverLevelNames[distances.riverLevel]})`
          : ''
      }`,
    );
  lines.push(
    distances.insideUrbanArea
      ? 'Inside an urban area'
      : distances.urbanEdgeKilometres === null
        ? 'No urban area near'
        : `Nearest urban area: ${kilometres(distances.urbanEdgeKilometres)}`,
  );
  return lines;
}

/** Key to the site layers of the offline map, with the distances the analysis uses there. */
export function SurroundingsLegend(props: { surroundings: SurroundingsReply }) {
  const hasRiver = props.surroundings.features.some((feature) => feature.layer === 'river');
  const hasUrban = props.surroundings.features.some((feature) => feature.layer === 'urban');
  return (
    <div className={classes.legend} data-testid="surroundings-legend">
      <div>
        <span className={classes.swatch} style={{ background: mapColours.land }} />
        Land (30″ coastline)
        {hasUrban && (
          <>
            {' · '}
            <span className={classes.swatch} style={{ background: mapColours.urban }} />
            Urban
          </>
        )}
        {hasRiver && (
          <>
            {' · '}
            <span className={classes.riverSwatch} style={{ background: mapColours.river }} />
            River
          </>
        )}
      </div>
      {surroundingsSummary(props.surroundings).map((line) => (
        <div key={line}>{line}</div>
      ))}
    </div>
  );
}
