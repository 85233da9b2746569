import { readdirSync } from 'node:fs';
import { sep } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toJSONSchema, z } from 'zod/mini';
import { lazySchema } from './lazy';
import { countZodBuilds, stopCounting } from './zod-builds.testing';

afterEach(stopCounting);

/** Every module of the contract (`./vehicle.ts`, `./openapi/index.ts`, …), its tests and test helpers aside. */
const modules = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !/\.test(ing)?\.ts$/.test(file))
  .map((file) => `./${file.split(sep).join('/')}`);

describe('the contract builds its schemas on first use', () => {
  it('builds no schema when a schema module is imported', async () => {
    const built = countZodBuilds();
    const loaded: string[] = [];
    for (const path of modules) {
      await import(/* @vite-ignore */ path);
      loaded.push(path);
    }
    expect(loaded).toEqual(expect.arrayContaining(['./vehicle.ts', './alerts.ts', './signal.ts', './journeys.ts']));
    expect(built).toEqual([]);
    // The counter does count: a schema's first use builds it (and those it is made of).
    const { Vehicle } = await import('./vehicle');
    Vehicle.parse({
      Vehicle: {
        VehicleIdentification: { VIN: 'V', Brand: 'B', Model: 'M', Year: 2024, BodyType: 'SUV' },
        Powertrain: { FuelType: 'electric' },
        Capabilities: [],
      },
    });
    expect(built.length).toBeGreaterThan(5);
  });
});

describe('lazySchema', () => {
  const direct = () =>
    z.object({ name: z.string().check(z.minLength(1)), tags: z.array(z.string()), size: z.optional(z.int()) });

  it('builds the schema once, when a member is first read', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return direct();
    });
    expect(builds).toBe(0);
    expect(typeof schema).toBe('object');
    expect(schema.parse({ name: 'a', tags: [] })).toEqual({ name: 'a', tags: [] });
    expect(schema.safeParse({ name: '', tags: [1] }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('stands for the schema it builds: its members, prototype, issues and JSON Schema', () => {
    const schema = lazySchema(direct);
    const plain = direct();
    expect(Object.getPrototypeOf(schema)).toBe(Object.getPrototypeOf(plain));
    expect(Object.keys(schema)).toEqual(Object.keys(plain));
    expect(Object.keys(schema.shape)).toEqual(['name', 'tags', 'size']);
    expect(schema.safeParse({ name: '', tags: [1] }).error?.issues).toEqual(
      plain.safeParse({ name: '', tags: [1] }).error?.issues,
    );
    expect(toJSONSchema(schema)).toEqual(toJSONSchema(plain));
  });

  it('works inside other schemas, built or lazy, reused or not', () => {
    const item = lazySchema(direct);
    const page = lazySchema(() => z.object({ content: z.array(item), first: z.optional(item) }));
    const ok = { content: [{ name: 'a', tags: ['x'] }], first: { name: 'b', tags: [] } };
    expect(page.parse(ok)).toEqual(ok);
    expect(page.safeParse({ content: [{ name: 'a' }] }).success).toBe(false);
    const plainItem = direct();
    expect(toJSONSchema(page)).toEqual(
      toJSONSchema(z.object({ content: z.array(plainItem), first: z.optional(plainItem) })),
    );
    expect(z.omit(item, { tags: true }).parse({ name: 'a' })).toEqual({ name: 'a' });
  });
});
