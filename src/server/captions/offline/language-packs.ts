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

/**
 * Every language's offline texts, by code (spec §9 order), imported as JSON so the server bundle
 * carries them (esbuild inlines JSON imports; scripts/server-bundle.mjs). The schema is checked
 * by the tests (language-packs.test.ts), not at every start.
 */
export const LANGUAGE_PACKS: Record<LanguageCode, LanguagePack> = {
  en: enJson as LanguagePack,
  hi: hiJson as LanguagePack,
  bn: bnJson as LanguagePack,
  te: teJson as LanguagePack,
  mr: mrJson as LanguagePack,
  ta: taJson as LanguagePack,
  gu: guJson as LanguagePack,
  kn: knJson as LanguagePack,
  ml: mlJson as LanguagePack,
  pa: paJson as LanguagePack,
  'or': orJson as LanguagePack,
  'as': asJson as LanguagePack,
  ur: urJson as LanguagePack,
  es: esJson as LanguagePack,
  fr: frJson as LanguagePack,
  de: deJson as LanguagePack,
  it: itJson as LanguagePack,
  pt: ptJson as LanguagePack,
  ja: jaJson as LanguagePack,
  ko: koJson as LanguagePack,
  zh: zhJson as LanguagePack,
  ar: arJson as LanguagePack,
  ru: ruJson as LanguagePack,
};
