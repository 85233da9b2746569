/**
 * A schema built on its first use instead of when its module is evaluated. The value stands for the schema `build`
 * returns, with its type: `parse`, `safeParse`, `shape`, `z.infer`, use inside other schemas and `toJSONSchema` work
 * unchanged, and the schema is built once, when any of its members is first read.
 *
 * Why: the dashboard evaluates a route's chunks in one task when they arrive, and zod builds every schema of the
 * contract's chunk there (issue 18: the vehicle views' evaluation task). A view parses a few of them, later, when their
 * answers come. `lazy.test.ts` fails when importing a schema module builds a schema.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = () => (built ??= build());
  // The target is an empty object, never the schema: `typeof` stays 'object' (a `BodySchema` tells a loader function
  // from a schema by it), and properties are reported configurable, as a proxy must for ones its target lacks.
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
