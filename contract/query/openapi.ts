import { sortText, type ParamDescription, type QueryDescription } from './describe';

type Json = Record<string, unknown>;

function schemaOf(p: ParamDescription): Json {
  switch (p.kind) {
    case 'integer':
      return { type: 'integer', minimum: p.min, maximum: p.widerWhen?.max ?? p.max, default: p.default };
    case 'boolean':
      return { type: 'boolean' };
    case 'instant':
      return { type: 'string', format: 'date-time' };
    case 'enum':
      return p.repeatable
        ? { type: 'array', items: { type: 'string', enum: [...p.values] } }
        : { type: 'string', enum: [...p.values] };
    case 'sort':
      return {
        type: 'array',
        items: { type: 'string', pattern: `^(${p.fields.join('|')})(,(asc|desc))?$` },
        default: p.default.map(sortText),
      };
  }
}

function descriptionOf(p: ParamDescription): string {
  if (p.kind === 'enum' && p.repeatable) return `${p.description} Repeatable or comma-separated.`;
  if (p.kind === 'instant' && p.notAfter) return `${p.description} Not after \`${p.notAfter}\`.`;
  if (p.kind === 'integer' && p.widerWhen)
    return `${p.description} At most ${p.max}; ${p.widerWhen.max} with \`${p.widerWhen.param}=${p.widerWhen.value}\`.`;
  return p.description;
}

/** The OpenAPI 3.1 query parameters of a description, in its order (repeatable ones exploded: `?a=1&a=2`). */
export function openApiParameters(description: QueryDescription): Json[] {
  return Object.entries(description).map(([name, p]) => ({
    name,
    in: 'query',
    description: descriptionOf(p),
    ...(p.kind === 'sort' || (p.kind === 'enum' && p.repeatable) ? { explode: true } : {}),
    schema: schemaOf(p),
  }));
}
