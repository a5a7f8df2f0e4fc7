// Records: deal and session records (zod, with JSON Schema), replay, and building records.

export type { DealRecord } from './dealRecord';
export { DealRecordSchema, formatDealRecord, parseDealRecord } from './dealRecord';
export { formatRecordJson } from './formatRecordJson';
export type { JsonSchema, SchemaFile } from './jsonSchema';
export {
  dealRecordJsonSchema,
  optionsJsonSchema,
  schemaFiles,
  schemaText,
  sessionRecordJsonSchema,
} from './jsonSchema';
export type { ParsedRecord } from './parseRecord';
export { parseRecord } from './parseRecord';
export type { RecordExtras } from './recordOf';
export { recordOf } from './recordOf';
export type { RecordAction } from './recordParts';
export {
  CardCodeSchema,
  HandsSchema,
  MetaSchema,
  RecordActionSchema,
  RecordOptionsSchema,
  SeatSchema,
  SeedSchema,
  SkatSchema,
  VariantIdSchema,
} from './recordParts';
export type { DealReplay, RecordedDeal, ReplayedDeal, ReplayOptions } from './replayDeal';
export { replayDeal } from './replayDeal';
export type { SessionReplay } from './replaySession';
export { replaySession } from './replaySession';
export { sameJson } from './sameJson';
export type { SessionDeal, SessionRecord } from './sessionRecord';
export {
  formatSessionRecord,
  parseSessionRecord,
  SessionDealSchema,
  SessionRecordSchema,
} from './sessionRecord';
export { sessionRecordOf } from './sessionRecordOf';
