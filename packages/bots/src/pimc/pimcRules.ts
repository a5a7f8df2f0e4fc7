// The rules type the sampling bot reads lives in core, beside the plug-in contract.
export type { PimcRules } from '@stich/core/plugin';
