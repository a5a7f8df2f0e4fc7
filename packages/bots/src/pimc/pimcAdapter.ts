// The adapter a game's plug-in brings lives in core, beside the plug-in contract.
export type { PimcAdapter, PimcGoal } from '@stich/core/plugin';
