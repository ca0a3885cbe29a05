/**
 * TypeBox builders for shapes whose hand-written JSON schemas said something `Type.Object` and
 * `Type.Union` would say differently (issue 23). Each one emits the schema the route had, keyword
 * for keyword, and types it as the TypeScript interface it replaces.
 */
import { Type, type Static, type StringOptions, type TObject, type TProperties, type TSchema, type TUnsafe } from "@sinclair/typebox";

/**
 * `{ type: "object", properties }` with no `required`: the answers the serializer never refused for a
 * missing field (fields read from JSON columns among them), typed with every property present, as
 * the presenters write them.
 */
export function Loose<P extends TProperties>(properties: P): TUnsafe<Static<TObject<P>>> {
  return Type.Unsafe<Static<TObject<P>>>({ type: "object", properties });
}

/** `type: [type, "null"]` (one schema, not an `anyOf`), typed `T | null`. */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type as string, "null"] });
}

/** A string the schema bounds and the type narrows: the service checks the value and words the Spanish message. */
export function StringAs<T extends string>(options: StringOptions = {}): TUnsafe<T> {
  return Type.Unsafe<T>(Type.String(options));
}

/** `{ type: "string", enum }` typed as the union of its values (a union of literals would be an `anyOf`). */
export function StringEnum<const T extends readonly string[]>(values: T): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: "string", enum: [...values] });
}
