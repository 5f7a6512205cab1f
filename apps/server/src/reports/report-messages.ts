/** Reply texts of the report and export calls. */
export const reportMessages = {
  reportNeedsPurchase:
    'The PDF report comes with the commercial report: purchase this analysis to download it.',
  exportNeedsPermission:
    'CSV export needs the commercial report or an export permission: purchase this analysis to export it.',
} as const;
