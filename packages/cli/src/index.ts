export { BUILTIN_PLUGINS } from './builtins';
export { CliError, EXIT_FAILURE, EXIT_USAGE, usageError } from './cliError';
export type { CompareCell, CompareColumn, CompareRow, Comparison } from './compare/aspects';
export { compareVariants } from './compare/aspects';
export type { ColumnSpec } from './compare/columnSpec';
export {
  columnLabel,
  formatColumnOptions,
  formatColumnSpec,
  parseColumnSpec,
} from './compare/columnSpec';
export type { CompareFormat } from './compare/formatCompare';
export {
  COMPARE_FORMATS,
  compareJson,
  compareMarkdown,
  compareText,
  formatCompare,
} from './compare/formatCompare';
export type { CliIo, Writer } from './io';
export { nodeIo, readAll } from './io';
export type { LoadedPlugin } from './loadPlugin';
export { loadPlugin } from './loadPlugin';
export type { Command } from './main';
export { COMMANDS, main } from './main';
export type { QueueTarget } from './queue/queueUrl';
export { parseQueueUrl } from './queue/queueUrl';
export type { QueuedRun } from './queue/runQueued';
export { runQueued } from './queue/runQueued';
export type { VariantEntry } from './registry';
export {
  findVariant,
  knownPlugins,
  knownVariants,
  reportOf,
  requireVariant,
  VARIANTS,
} from './registry';
export type { ReplayLine } from './replay/replayRecord';
export { replayJson, replayRecord } from './replay/replayRecord';
export type { RecordInput } from './replay/splitRecords';
export { splitRecords } from './replay/splitRecords';
export type { DealStats, VariantReport } from './report';
export { genericReport, nameList, says, seatsSay, signed } from './report';
export type { ModeGroup, ModeOrder } from './rules/modeOrders';
export { groupModes, modeOrders } from './rules/modeOrders';
export type { OptionRow } from './rules/optionRows';
export { optionRows, optionValue } from './rules/optionRows';
export { rulesText } from './rules/rulesText';
export type { DealRecord } from './simulate/dealRecord';
export type { Delta, Difference } from './simulate/differences';
export type { Bucket } from './simulate/histogram';
export { htmlReport } from './simulate/htmlReport';
export type { MeasureFn } from './simulate/measures';
export { optionSets } from './simulate/optionSets';
export type { OptionSet, Role, SeatKind, SimulationPlan } from './simulate/plan';
export { defaultChunkSize, ROLES } from './simulate/plan';
export { resultJson } from './simulate/resultJson';
export type { RoleStats } from './simulate/roleStats';
export type { SimulationResult, SimulationRun } from './simulate/runSimulation';
export { runSimulation } from './simulate/runSimulation';
export type { SeatStats } from './simulate/seatStats';
export type { SessionStats, SetStats, Tallied } from './simulate/setStats';
export type { Tally, TallyData } from './simulate/tally';
