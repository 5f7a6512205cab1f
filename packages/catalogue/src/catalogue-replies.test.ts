import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue.ts';
import { archetypeReply, materialsReply } from './catalogue-replies.ts';

describe('archetypeReply', () => {
  it('carries fields and elements when includes is not given', () => {
    const reply = archetypeReply(catalogue, 'SO');
    expect(reply).toMatchObject({ acronym: 'SO', service: 'Building', subGroup: 'Residential' });
    expect(reply?.fields?.replacementCost?.default).toBe(315_000);
    expect(reply?.elements?.length).toBeGreaterThan(0);
    expect(reply?.materials).toBeUndefined();
  });

  it('carries only what includes selects', () => {
    const reply = archetypeReply(catalogue, 'ZSS', ['materials']);
    expect(reply?.fields).toBeUndefined();
    expect(reply?.elements).toBeUndefined();
    expect(Object.keys(reply?.materials ?? {})).toContain('power_transformer');
  });

  it('gives the default material of every element when materials are included', () => {
    const reply = archetypeReply(catalogue, 'SH', ['elements', 'materials'])!;
    for (const element of reply.elements!) {
      expect(reply.materials?.[element.defaultMaterial]?.id).toBe(element.defaultMaterial);
    }
  });

  it('answers undefined for an unknown acronym', () => {
    expect(archetypeReply(catalogue, 'NOPE')).toBeUndefined();
  });
});

describe('materialsReply', () => {
  it('keys materials by id without aliases', () => {
    const reply = materialsReply(catalogue, false);
    expect(Object.keys(reply)).toEqual(Object.keys(catalogue.materialsById));
    expect(reply.brick).toBeUndefined();
  });

  it('adds each legacy alias pointing at its canonical material when expanded', () => {
    const reply = materialsReply(catalogue, true);
    expect(reply.brick?.id).toBe('clay_brick_masonry');
    expect(reply.brick?.failure_coef).toEqual(reply.clay_brick_masonry?.failure_coefficients);
  });
});
