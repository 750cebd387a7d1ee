import { describe, expect, it } from 'vitest';
import { joinWordAndValue } from './elision';

describe('joinWordAndValue', () => {
  it('elides French le, la, de, que before a vowel or a mute h', () => {
    expect(joinWordAndValue('fr', 'de', 'Atelier Olive')).toBe('d’Atelier Olive');
    expect(joinWordAndValue('fr', 'De', 'Oven')).toBe('D’Oven');
    expect(joinWordAndValue('fr', 'le', 'écran')).toBe('l’écran');
    expect(joinWordAndValue('fr', 'la', 'Hermès')).toBe('l’Hermès');
    expect(joinWordAndValue('fr', 'que', 'Instagram')).toBe('qu’Instagram');
    // Also across the guillemets a template puts around the niche.
    expect(joinWordAndValue('fr', 'de', 'Artisanal sourdough', '« ')).toBe('d’« Artisanal sourdough');
    expect(joinWordAndValue('fr', 'de', 'boulangerie', '« ')).toBe('de « boulangerie');
  });

  it('keeps the French word whole before a consonant, an aspirated h or a y', () => {
    expect(joinWordAndValue('fr', 'de', 'Crumbandcrust')).toBe('de Crumbandcrust');
    expect(joinWordAndValue('fr', 'de', 'Hockey Club')).toBe('de Hockey Club');
    expect(joinWordAndValue('fr', 'le', 'héros du jour')).toBe('le héros du jour');
    expect(joinWordAndValue('fr', 'de', 'yoga')).toBe('de yoga');
    expect(joinWordAndValue('fr', 'pour', 'Atelier Olive')).toBe('pour Atelier Olive');
  });

  it('contracts Spanish de el and a el, but not before a name such as El País', () => {
    expect(joinWordAndValue('es', 'de', 'el yoga en casa')).toBe('del yoga en casa');
    expect(joinWordAndValue('es', 'a', 'el yoga en casa')).toBe('al yoga en casa');
    expect(joinWordAndValue('es', 'de', 'El País')).toBe('de El País');
    expect(joinWordAndValue('es', 'de', 'elegancia')).toBe('de elegancia');
    expect(joinWordAndValue('es', 'de', 'el yoga', '“')).toBe('de “el yoga');
  });

  it('leaves other languages as written', () => {
    expect(joinWordAndValue('en', 'de', 'Atelier Olive')).toBe('de Atelier Olive');
    expect(joinWordAndValue('it', 'di', 'Atelier Olive')).toBe('di Atelier Olive');
  });
});
