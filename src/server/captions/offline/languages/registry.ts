import type { LanguageCode } from '../../../../shared/languages';
import type { LanguagePack } from '../language-pack';
import { enPack } from './en';
import { hiPack } from './hi';
import { bnPack } from './bn';
import { tePack } from './te';
import { mrPack } from './mr';
import { taPack } from './ta';
import { guPack } from './gu';
import { knPack } from './kn';
import { mlPack } from './ml';
import { paPack } from './pa';
import { orPack } from './or';
import { asPack } from './as';
import { urPack } from './ur';
import { esPack } from './es';
import { frPack } from './fr';
import { dePack } from './de';
import { itPack } from './it';
import { ptPack } from './pt';
import { jaPack } from './ja';
import { koPack } from './ko';
import { zhPack } from './zh';
import { arPack } from './ar';
import { ruPack } from './ru';

/** Every language's texts, by code (spec §9 order). */
export const LANGUAGE_PACKS: Record<LanguageCode, LanguagePack> = {
  en: enPack,
  hi: hiPack,
  bn: bnPack,
  te: tePack,
  mr: mrPack,
  ta: taPack,
  gu: guPack,
  kn: knPack,
  ml: mlPack,
  pa: paPack,
  'or': orPack,
  'as': asPack,
  ur: urPack,
  es: esPack,
  fr: frPack,
  de: dePack,
  it: itPack,
  pt: ptPack,
  ja: jaPack,
  ko: koPack,
  zh: zhPack,
  ar: arPack,
  ru: ruPack,
};
