export { columns } from './columns';
export {
  array,
  firstOf,
  nullable,
  type OptionalSchema,
  optional,
  record,
  transform,
  tuple,
  withDefault,
} from './combinators';
export { enumeration, numericEnumeration, UNKNOWN, type Unknown } from './enums';
export { describeValue, SchemaIssue } from './issue';
export { field, type ObjectOut, object } from './object';
export { formatPath, type Path, type PathSegment } from './path';
export { boolean, decimal, integer, number, string, unknownValue } from './primitives';
export { defineSchema, type Infer, type Schema } from './schema';
export { EPOCH_SECONDS_LIMIT, type EpochMs, timestamp, toEpochMs } from './timestamp';
