import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  archetypeHierarchySchema,
  archetypeReplySchema,
  materialsByIdSchema,
} from '@hazardscope/contracts';
import type { App } from '../app.ts';
import { databaseVariants } from '../database/test-databases.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

// The catalogue routes read no database; the embedded one is enough to build the app.
const embedded = databaseVariants()[0]!;

describe('catalogue routes', () => {
  let testApp: TestApp;
  let app: App;

  beforeAll(async () => {
    testApp = await startTestApp(embedded);
    app = testApp.app;
  });
  afterAll(async () => {
    await testApp.close();
  });

  describe('GET /api/archetype', () => {
    it('answers the default archetype with fields and elements', async () => {
      const reply = await app.inject({ method: 'GET', url: '/api/archetype?acronym=SO' });
      expect(reply.statusCode).toBe(200);
      const body = archetypeReplySchema.parse(reply.json());
      expect(body).toMatchObject({ acronym: 'SO', name: 'Single-Occupancy Dwelling' });
      expect(body.fields?.replacementCost?.default).toBe(315_000);
      expect(body.fields?.heatThreshold?.default).toBeNull();
      expect(body.elements?.length).toBeGreaterThan(5);
      expect(body.materials).toBeUndefined();
    });

    it('returns what includes selects', async () => {
      const reply = await app.inject({
        method: 'GET',
        url: '/api/archetype?acronym=SH&includes=elements,materials',
      });
      expect(reply.statusCode).toBe(200);
      const body = archetypeReplySchema.parse(reply.json());
      expect(body.fields).toBeUndefined();
      expect(body.elements?.length).toBeGreaterThan(0);
      for (const element of body.elements ?? []) {
        expect(body.materials?.[element.defaultMaterial]).toBeDefined();
      }
    });

    it('answers an unknown acronym with 404 naming it', async () => {
      const reply = await app.inject({ method: 'GET', url: '/api/archetype?acronym=ZZZ' });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({
        error: 'NOT_FOUND',
        message: "No archetype has the acronym 'ZZZ'.",
        field: 'acronym',
        requestId: reply.headers['x-request-id'],
      });
    });

    it('answers a missing acronym with 400 naming the field', async () => {
      const reply = await app.inject({ method: 'GET', url: '/api/archetype' });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ error: 'BAD_REQUEST', field: 'acronym' });
      expect(reply.json().message).toMatch(/acronym is required/);
    });

    it('answers an unknown include with 400', async () => {
      const reply = await app.inject({
        method: 'GET',
        url: '/api/archetype?acronym=SO&includes=fields,recipes',
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ error: 'BAD_REQUEST' });
      expect(reply.json().message).toMatch(/includes may list fields, elements, materials/);
    });
  });

  describe('GET /api/v1/archetype_hierarchy', () => {
    it('nests categories, sub-groups and archetypes', async () => {
      const reply = await app.inject({ method: 'GET', url: '/api/v1/archetype_hierarchy' });
      expect(reply.statusCode).toBe(200);
      const hierarchy = archetypeHierarchySchema.parse(reply.json());
      expect(Object.keys(hierarchy)).toEqual(['Building', 'Infrastructure']);
      expect(hierarchy.Building?.Residential?.[0]).toEqual({
        acronym: 'SO',
        name: 'Single-Occupancy Dwelling',
      });
      const count = Object.values(hierarchy)
        .flatMap((subGroups) => Object.values(subGroups))
        .reduce((sum, entries) => sum + entries.length, 0);
      expect(count).toBeGreaterThanOrEqual(95);
    });
  });

  describe('GET /api/v1/materials', () => {
    it('keys materials by id with both coefficient records', async () => {
      const reply = await app.inject({ method: 'GET', url: '/api/v1/materials' });
      expect(reply.statusCode).toBe(200);
      const materials = materialsByIdSchema.parse(reply.json());
      expect(Object.keys(materials).length).toBeGreaterThanOrEqual(60);
      expect(materials.timber_frame?.failure_coef).toEqual(
        materials.timber_frame?.failure_coefficients,
      );
      expect(materials.brick).toBeUndefined();
    });

    it('adds legacy aliases with expand_aliases=true', async () => {
      const reply = await app.inject({
        method: 'GET',
        url: '/api/v1/materials?expand_aliases=true',
      });
      expect(reply.statusCode).toBe(200);
      const materials = materialsByIdSchema.parse(reply.json());
      expect(materials.brick?.id).toBe('clay_brick_masonry');
    });
  });
});
