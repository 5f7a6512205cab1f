import { maximumRevisionsMessage, savedAnalysesLimitMessage } from '@hazardscope/contracts';

export const analysisMessages = {
  notFound: 'Analysis not found.',
  sharingStopped:
    'The owner of this analysis has stopped sharing it, so this link no longer opens it. Ask them for it again.',
  paidCannotBeDeleted: 'A purchased analysis cannot be deleted.',
  maximumRevisions: maximumRevisionsMessage,
  savedAnalysesLimit: savedAnalysesLimitMessage,
  adaptationNotFound: 'Adaptation not found.',
  outdatedDocument:
    'This analysis was saved in an older format and cannot be opened. Run it again from the search form.',
  runNotFound:
    'The analysis run was not found: it may have expired. Run the analysis again, then save it.',
  revisionNeedsPurchase: 'Purchase the report to re-run this analysis with changed settings.',
  twoRevisionBases:
    'A run revises one thing: send either revisionOf (a saved analysis) or revisionOfRun (a run of a portfolio asset), not both.',
  revisionChangesSite:
    'A revision keeps the site and the asset type of the analysis it revises: only the design, the materials and the settings can change. To analyse another site or asset type, run a new analysis.',
  adaptationChangesSite:
    'An adaptation keeps the site and the asset type of the analysis it adapts: only the design, the materials and the settings can change. To analyse another site or asset type, run a new analysis.',
  scenarioRangeNeedsPurchase:
    'The range and the scenario comparison are part of the full results: purchase the report to see them.',
} as const;
