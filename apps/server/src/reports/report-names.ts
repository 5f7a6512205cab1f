import type { ReportNames } from '@hazardscope/report/inputs';
import type { Config } from '../config.ts';

/** The installation's names as its reports print them (cover, contact page, footers). */
export function reportNamesOf(config: Config): ReportNames {
  return {
    productName: config.PRODUCT_NAME,
    providerShortName: config.PROVIDER_SHORT_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    publicUrl: config.publicUrl,
  };
}
