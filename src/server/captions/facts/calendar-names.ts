import type { LanguageCode } from '../../../shared/languages';

/**
 * Weekday and month names per language, from the runtime's own CLDR data (Intl.DateTimeFormat),
 * plus the everyday forms CLDR does not give: Tamil's full "-கிழமை" weekdays, Chinese 周一 and
 * 礼拜一, Russian stems that take every case ending (суббот-а/у/ы), month names in the form
 * used with a day (Russian "марта").
 */

const SUNDAY = Date.UTC(2024, 0, 7);
const DAY_MS = 86_400_000;

const EXTRA_WEEKDAYS: Partial<Record<LanguageCode, ReadonlyArray<readonly string[]>>> = {
  ta: [['ஞாயிற்றுக்கிழமை'], ['திங்கட்கிழமை', 'திங்கள்கிழமை'], ['செவ்வாய்க்கிழமை'], ['புதன்கிழமை'], ['வியாழக்கிழமை'], ['வெள்ளிக்கிழமை'], ['சனிக்கிழமை']],
  zh: [['星期天', '周日', '週日', '礼拜天', '禮拜天'], ['周一', '週一', '礼拜一', '禮拜一'], ['周二', '週二', '礼拜二', '禮拜二'], ['周三', '週三', '礼拜三', '禮拜三'], ['周四', '週四', '礼拜四', '禮拜四'], ['周五', '週五', '礼拜五', '禮拜五'], ['周六', '週六', '礼拜六', '禮拜六']],
  ar: [[], ['الإثنين'], [], [], [], [], []],
};

function formatEach(language: LanguageCode, count: number, options: Intl.DateTimeFormatOptions, dateOf: (index: number) => Date, part: Intl.DateTimeFormatPartTypes): string[] {
  const format = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
  return Array.from({ length: count }, (_, index) => format.formatToParts(dateOf(index)).find((p) => p.type === part)?.value ?? '');
}

/** Russian nouns decline: the stem without its final vowel or soft sign finds every case. */
function russianStem(name: string): string {
  return name.replace(/[аяеь]$/u, '');
}

const weekdayCache = new Map<LanguageCode, string[][]>();
const monthCache = new Map<LanguageCode, string[][]>();

/** The names of each weekday in `language`, Sunday first. */
export function weekdayNames(language: LanguageCode): string[][] {
  let names = weekdayCache.get(language);
  if (!names) {
    const long = formatEach(language, 7, { weekday: 'long' }, (index) => new Date(SUNDAY + index * DAY_MS), 'weekday');
    names = long.map((name, index) => {
      // Japanese 月曜日 is also written 月曜; the shorter form finds both.
      const forms = [language === 'ja' ? name.replace(/日$/u, '') : name, ...(EXTRA_WEEKDAYS[language]?.[index] ?? [])];
      return [...new Set(language === 'ru' ? forms.map(russianStem) : forms)].filter(Boolean);
    });
    weekdayCache.set(language, names);
  }
  return names;
}

/**
 * The names of each month in `language`, January first: the standalone form and the form used with
 * a day. Japanese, Korean and Chinese write months with a number (3月, 3월), found as dates by
 * their own pattern, so they have no names here.
 */
export function monthNames(language: LanguageCode): string[][] {
  let names = monthCache.get(language);
  if (!names) {
    if (language === 'ja' || language === 'ko' || language === 'zh') names = Array.from({ length: 12 }, () => []);
    else {
      const dateOf = (index: number) => new Date(Date.UTC(2024, index, 15));
      const standalone = formatEach(language, 12, { month: 'long' }, dateOf, 'month');
      const withDay = formatEach(language, 12, { month: 'long', day: 'numeric' }, dateOf, 'month');
      names = standalone.map((name, index) => [...new Set([name, withDay[index]])].filter((form) => form && !/\d/u.test(form)));
    }
    monthCache.set(language, names);
  }
  return names;
}
