import type { ElementGroup } from '@hazardscope/contracts';

/**
 * Which elements an asset cannot work without, by the element's role, with the reason. The engine's
 * failure probability counts an event as stopping the asset only when it puts a critical element in
 * its functional damage state; damage to the others adds to value at risk alone. The split follows
 * the damage states of FEMA's HAZUS-MH models, which define a building's loss of use by its roof,
 * envelope and structure (Hurricane Model: 'severe' and 'destruction' states) and by water reaching
 * its floor and services (Flood Model), and the restoration of lifelines by their plant (HAZUS
 * lifeline functionality), not by finishes or site works.
 */
export const elementCriticalityByGroup: Readonly<
  Record<ElementGroup, { criticalToFunction: boolean; reason: string }>
> = {
  Structure: {
    criticalToFunction: true,
    reason: 'Carries the loads: a failed frame or foundation makes the asset unsafe to use.',
  },
  Roof: {
    criticalToFunction: true,
    reason: 'Keeps weather out: a lost roof lets rain in and the building is vacated.',
  },
  Envelope: {
    criticalToFunction: true,
    reason:
      'Encloses the building: breached walls or openings let wind and rain in, as in the HAZUS severe wind state.',
  },
  Services: {
    criticalToFunction: true,
    reason: 'Power, water, drainage and controls: without them the building cannot be occupied.',
  },
  Equipment: {
    criticalToFunction: true,
    reason:
      'The plant that delivers the asset’s service (transformers, pumps, turbines): its failure is the outage.',
  },
  'Civil works': {
    criticalToFunction: true,
    reason: 'The pavement, track, pipe or structure that carries the service.',
  },
  Interior: {
    criticalToFunction: false,
    reason: 'Linings, finishes and fit-out: damaged ones are repaired with the asset in use.',
  },
  Site: {
    criticalToFunction: false,
    reason: 'Fences, paving and landscaping: the asset works while they are repaired.',
  },
};
