import type { ModuleNode } from './route-styles';

/** A module graph for the build plugins' tests: `imports` lists static imports; `lazy` the modules imported dynamically. */
export function moduleGraph(imports: Record<string, string[]>, lazy: readonly string[]) {
  const nodes = new Map<string, ModuleNode>();
  for (const [id, ids] of Object.entries(imports))
    nodes.set(id, {
      importedIds: ids,
      importers: Object.keys(imports).filter((k) => imports[k]!.includes(id)),
      dynamicImporters: lazy.includes(id) ? ['/src/main.tsx'] : [],
    });
  return { ids: nodes.keys(), info: (id: string) => nodes.get(id) ?? null };
}
