/**
 * The download name of a report: the asset's address plus '.pdf',
 * with the characters Windows, macOS and Linux forbid in file names, control characters, a reserved
 * device name and trailing dots or spaces each replaced by an underscore.
 */
export function reportFileName(address: string): string {
  return assetFileName(address, 'pdf');
}

/** The same rule for any of the asset's downloads: the report (.pdf) and the CSV export (.csv). */
export function assetFileName(address: string, extension: 'pdf' | 'csv'): string {
  // Forbidden on Windows: < > : " / \ | ? * and the control characters U+0000–U+001F, U+007F.
  // eslint-disable-next-line no-control-regex
  let name = address.replace(/[<>:"/\\|?*\u0000-\u001F\u007F]/g, '_');
  // Reserved device names, alone or before an extension (CON, PRN, AUX, NUL, COM1–9, LPT1–9).
  if (/^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\..*)?$/i.test(name)) name = '_';
  // Windows drops trailing dots and spaces silently.
  name = name.replace(/[. ]+$/, (trailing) => '_'.repeat(trailing.length));
  return `${name === '' ? '_' : name}.${extension}`;
}
