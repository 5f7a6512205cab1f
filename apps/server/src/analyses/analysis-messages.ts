import { maximumRevisionsMessage } from '@hazardscope/contracts';

export const analysisMessages = {
  notFound: 'Analysis not found.',
  paidCannotBeDeleted: 'A purchased analysis cannot be deleted.',
  maximumRevisions: maximumRevisionsMessage,
  adaptationNotFound: 'Adaptation not found.',
} as const;
