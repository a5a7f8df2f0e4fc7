/**
 * `@stich/core/tools`: what the bots, the solver, the CLI and the server build on, below
 * `createGame` and `createSession`: the XState statecharts of a deal and a session and
 * their flow diagrams, records written and read from either kind, the zod schemas of
 * records and JSON Schema of records and options, the seeds a session derives from its one seed, and error messages in core's
 * words (a zod failure, a quoted piece of untrusted input). Less stable than
 * `@stich/core`: a minor version may change it.
 *
 * @example
 * import { createDealMachine, machineFlow, mermaidFlow } from '@stich/core/tools';
 * import { kalterSchlag } from '@stich/kalter-schlag';
 *
 * const machine = createDealMachine(kalterSchlag.rules());
 * mermaidFlow(machineFlow(machine)); // 'stateDiagram-v2\n  [*] --> play\n ...'
 *
 * @packageDocumentation
 */
export { QUOTE_LIMIT, quote } from '../errors/quote';
export { zodError } from '../fields/zodError';
export type { DealMachine } from '../machine/dealMachine';
export { createDealMachine } from '../machine/dealMachine';
export type { DealContext, DealEvent, DealMachineConfig, DealOutput } from '../machine/dealTypes';
export type { FlowEdge, MachineFlow } from '../machine/flowDiagram';
export { flowDiagram, machineFlow, mermaidFlow } from '../machine/flowDiagram';
export type { SessionMachine } from '../machine/sessionMachine';
export { createSessionMachine } from '../machine/sessionMachine';
export type {
  DealCards,
  PlayedDeal,
  SessionContext,
  SessionInput,
  SessionOutput,
} from '../machine/sessionTypes';
export { DealRecordSchema } from '../records/dealRecord';
export type { JsonSchema, SchemaFile } from '../records/jsonSchema';
export { optionsJsonSchema, schemaFiles, schemaText } from '../records/jsonSchema';
export type { ParsedRecord } from '../records/parseRecord';
export { parseRecord } from '../records/parseRecord';
export type { RecordExtras } from '../records/recordOf';
export { recordOf } from '../records/recordOf';
export type { RecordAction } from '../records/recordParts';
export { RecordActionSchema } from '../records/recordParts';
export type { RecordedDeal, ReplayedDeal, ReplayOptions } from '../records/replayDeal';
export type { SessionDeal } from '../records/sessionRecord';
export { SessionDealSchema, SessionRecordSchema } from '../records/sessionRecord';
export { sessionRecordOf } from '../records/sessionRecordOf';
export { botSeed, dealerSeed, dealSeed } from '../rng/seeds';
