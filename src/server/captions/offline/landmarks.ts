import type { LanguageCode } from '../../../shared/languages';
import en from './tables/landmarks/en.json';
import hi from './tables/landmarks/hi.json';
import bn from './tables/landmarks/bn.json';
import te from './tables/landmarks/te.json';
import mr from './tables/landmarks/mr.json';
import ta from './tables/landmarks/ta.json';
import gu from './tables/landmarks/gu.json';
import kn from './tables/landmarks/kn.json';
import ml from './tables/landmarks/ml.json';
import pa from './tables/landmarks/pa.json';
import or from './tables/landmarks/or.json';
import as from './tables/landmarks/as.json';
import ur from './tables/landmarks/ur.json';
import es from './tables/landmarks/es.json';
import fr from './tables/landmarks/fr.json';
import de from './tables/landmarks/de.json';
import it from './tables/landmarks/it.json';
import pt from './tables/landmarks/pt.json';
import ja from './tables/landmarks/ja.json';
import ko from './tables/landmarks/ko.json';
import zh from './tables/landmarks/zh.json';
import ar from './tables/landmarks/ar.json';
import ru from './tables/landmarks/ru.json';

/**
 * The sights, streets and dishes a well-known place is named for (decision 022), per language, as
 * that language writes them standing alone: `tables/landmarks/<code>.json`, keyed by the place's
 * default tag in places.json. A place caption names one ("Don't leave without seeing the
 * Giralda."): the fourth review read features alone ("old-town lanes") as true of any city.
 */
type LandmarkTable = Record<string, string[] | undefined>;

const TABLES: Record<LanguageCode, LandmarkTable> = {
  en: en.landmarks, hi: hi.landmarks, bn: bn.landmarks, te: te.landmarks, mr: mr.landmarks, ta: ta.landmarks,
  gu: gu.landmarks, kn: kn.landmarks, ml: ml.landmarks, pa: pa.landmarks, or: or.landmarks, as: as.landmarks,
  ur: ur.landmarks, es: es.landmarks, fr: fr.landmarks, de: de.landmarks, it: it.landmarks, pt: pt.landmarks,
  ja: ja.landmarks, ko: ko.landmarks, zh: zh.landmarks, ar: ar.landmarks, ru: ru.landmarks,
};

/** The landmarks of the place with this default tag, in this language (none when the table has none). */
export function landmarksOf(placeKey: string | undefined, language: LanguageCode): string[] {
  return placeKey ? (TABLES[language][placeKey] ?? []) : [];
}

/** Every language's table, for the tests. */
export const LANDMARK_TABLES = TABLES;
