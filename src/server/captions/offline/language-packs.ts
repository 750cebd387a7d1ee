import type { LanguageCode } from '../../../shared/languages';
import type { LanguagePack } from './pack-schema';
import enJson from './packs/en.json';
import hiJson from './packs/hi.json';
import bnJson from './packs/bn.json';
import teJson from './packs/te.json';
import mrJson from './packs/mr.json';
import taJson from './packs/ta.json';
import guJson from './packs/gu.json';
import knJson from './packs/kn.json';
import mlJson from './packs/ml.json';
import paJson from './packs/pa.json';
import orJson from './packs/or.json';
import asJson from './packs/as.json';
import urJson from './packs/ur.json';
import esJson from './packs/es.json';
import frJson from './packs/fr.json';
import deJson from './packs/de.json';
import itJson from './packs/it.json';
import ptJson from './packs/pt.json';
import jaJson from './packs/ja.json';
import koJson from './packs/ko.json';
import zhJson from './packs/zh.json';
import arJson from './packs/ar.json';
import ruJson from './packs/ru.json';

/** Typed as the schema says; the tests hold every file to it (TypeScript's reading of JSON is looser). */
function asPack(json: unknown): LanguagePack {
  return json as LanguagePack;
}

/**
 * Every language's offline texts, by code (spec §9 order), imported as JSON so the server bundle
 * carries them (esbuild inlines JSON imports; scripts/server-bundle.mjs). The schema is checked
 * by the tests (language-packs.test.ts), not at every start.
 */
export const LANGUAGE_PACKS: Record<LanguageCode, LanguagePack> = {
  en: asPack(enJson),
  hi: asPack(hiJson),
  bn: asPack(bnJson),
  te: asPack(teJson),
  mr: asPack(mrJson),
  ta: asPack(taJson),
  gu: asPack(guJson),
  kn: asPack(knJson),
  ml: asPack(mlJson),
  pa: asPack(paJson),
  'or': asPack(orJson),
  'as': asPack(asJson),
  ur: asPack(urJson),
  es: asPack(esJson),
  fr: asPack(frJson),
  de: asPack(deJson),
  it: asPack(itJson),
  pt: asPack(ptJson),
  ja: asPack(jaJson),
  ko: asPack(koJson),
  zh: asPack(zhJson),
  ar: asPack(arJson),
  ru: asPack(ruJson),
};
