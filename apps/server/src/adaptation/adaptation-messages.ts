/** What the adaptation calls answer when they refuse, for the person to act on. */
export const adaptationMessages = {
  needsPurchase:
    'Adaptation planning is part of the commercial report: purchase this analysis to plan its adaptation.',
  runNotFound:
    'An adaptation option run was not found: it may have expired. Click Update Adaptation Analysis to run the pathway again.',
  runOfOtherAsset: 'An adaptation option run belongs to another asset: run the pathway again.',
} as const;
