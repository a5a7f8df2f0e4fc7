/**
 * The wire protocol of `@stich/server` alone (zod schemas, types, error codes), for
 * clients: import `@stich/server/protocol` in a browser without the server.
 *
 * @example
 * import { ClientMessageSchema } from '@stich/server/protocol';
 *
 * @packageDocumentation
 */
export type { ClientMessage } from './clientMessage';
export {
  ClientMessageSchema,
  MAX_CHAT_LENGTH,
  MAX_MESSAGE_BYTES,
  WireActionSchema,
} from './clientMessage';
export { CONTROL_CHARACTERS, controlCharacterAt } from './controlCharacter';
export type { ServerError, ServerErrorCode } from './errorCodes';
export { SERVER_ERROR_CODES, serverError } from './errorCodes';
export type {
  Created,
  CreateTable,
  HostRequest,
  Join,
  Joined,
  Leave,
  TableInfo,
} from './httpSchemas';
export {
  CreatedSchema,
  CreateTableSchema,
  DEFAULT_REVIEW_SECONDS,
  HostRequestSchema,
  HttpErrorSchema,
  JoinedSchema,
  JoinSchema,
  LeaveSchema,
  MAX_REVIEW_SECONDS,
  MAX_TURN_SECONDS,
  TableInfoSchema,
} from './httpSchemas';
export { protocolSchemaFiles } from './protocolSchemas';
export type { SeatInfo, SeatSpec } from './seatSchemas';
export { BOT_KINDS, MAX_THINK_MS, SeatInfoSchema, SeatSpecSchema } from './seatSchemas';
export type { ServerMessage, ServerMessageOf } from './serverMessage';
export {
  CardNamesSchema,
  ScoreListSchema,
  SeatViewSchema,
  ServerMessageSchema,
} from './serverMessage';
