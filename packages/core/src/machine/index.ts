// Statecharts: the deal machine and the session machine, built from a variant.
export { createCheckOnce } from './checkOnce';
export type { DealMachine } from './dealMachine';
export { createDealMachine, exitGuard } from './dealMachine';
export type { DealContext, DealEvent, DealMachineConfig, DealOutput } from './dealTypes';
export type { FlowEdge, MachineFlow } from './flowDiagram';
export { flowDiagram, machineFlow, mermaidFlow } from './flowDiagram';
export { sessionDealing } from './sessionDealing';
export type { SessionMachine } from './sessionMachine';
export { createSessionMachine } from './sessionMachine';
export type {
  DealCards,
  PlayedDeal,
  SessionContext,
  SessionInput,
  SessionOutput,
} from './sessionTypes';
