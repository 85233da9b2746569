type ZodConfig = { postProcessor?: (schema: unknown) => void };
/**
 * zod calls its global post-processor once for every schema it constructs (`$constructor` in zod/v4/core), from the
 * global config it creates when first loaded unless one is there already.
 */
const zodConfig = () => ((globalThis as { __zod_globalConfig?: ZodConfig }).__zod_globalConfig ??= {});

/** The schemas zod builds from now on, until `stopCounting`. */
export function countZodBuilds(): unknown[] {
  const built: unknown[] = [];
  zodConfig().postProcessor = (schema) => built.push(schema);
  return built;
}

export const stopCounting = () => {
  delete zodConfig().postProcessor;
};
