import { jsonSchema } from '../io/jsonSchema';
import { resourceKinds } from '../schema/resources';
import { kindOption } from './kindOption';
import type { Output } from './output';
import { UsageError } from './usage';

/** `pass-studio schema [kind]`: the JSON Schema of one resource, or of both keyed by kind. */
export function schemaCommand(args: string[], out: Output): number {
  const unknownFlag = args.find((a) => a.startsWith('-'));
  if (unknownFlag) throw new UsageError(`unknown option ${unknownFlag} for schema`);
  if (args.length > 1) throw new UsageError('schema takes at most one kind');
  const kind = kindOption(args[0]);
  const schema = kind
    ? jsonSchema(kind)
    : Object.fromEntries(resourceKinds.map((k) => [k, jsonSchema(k)]));
  out.stdout(JSON.stringify(schema, null, 2) + '\n');
  return 0;
}
