import { describe, expect, it } from 'vitest';
import { FACT_MIN_CAPTIONS, findCreatorFacts, findFactProblems, findReplacementFactProblems } from './check-facts';

const CREATOR = { niche: 'boutique hotel', topic: 'Only 8 rooms left for Saturday. Rooms from ₹2,499, check-in 2pm on 14 March.' };
const KEPT = 'Only 8 rooms left for Saturday, from ₹2,499, check-in 2pm on 14 March.';

/** Five captions, each keeping every fact, each with its own opener. */
function keepingAll(): string[] {
  return ['Pack your bags!', 'Weekend plans?', 'Good news:', 'Last call:', 'Treat yourself.'].map((opener) => `${opener} ${KEPT}`);
}

describe('findCreatorFacts', () => {
  it('reads the niche and the topic, each fact once', () => {
    const facts = findCreatorFacts({ niche: 'Saturday market', topic: 'Open this Saturday, 8 stalls, ८ new ones' }, 'en');
    expect(facts.map((fact) => fact.text)).toEqual(['Saturday', '8']);
  });

  it('takes no fact from the web address', () => {
    expect(findCreatorFacts({ niche: 'bakery', website: 'bakery24.com' }, 'en')).toEqual([]);
  });
});

describe('findFactProblems', () => {
  it('passes captions that keep every fact and invent none', () => {
    expect(findFactProblems(keepingAll(), CREATOR, 'en')).toEqual([]);
  });

  it(`passes a fact kept in ${FACT_MIN_CAPTIONS} of 5 captions, and names it when kept in fewer`, () => {
    const captions = keepingAll();
    captions[4] = 'A quiet boutique hotel by the sea, waiting for you and your favourite book this weekend.';
    expect(findFactProblems(captions, CREATOR, 'en')).toEqual([]);
    captions[1] = 'Slow mornings, soft sheets and the sound of the waves at our boutique hotel.';
    const problems = findFactProblems(captions, CREATOR, 'en');
    expect(problems).toContain(
      `Captions 2 and 5 leave out the creator's "8" (from "Only 8 rooms left for Saturday."); keep it as the creator gave it in at least 4 of the 5 captions.`,
    );
    expect(problems).toContainEqual(expect.stringContaining('leave out the creator\'s "₹2,499"'));
    expect(problems).toContainEqual(expect.stringContaining('leave out the creator\'s "14 March"'));
    expect(problems).toContainEqual(expect.stringContaining('leave out the creator\'s "Saturday"'));
  });

  it('quotes the sentence a dropped fact is in, whole even around "Rs." and decimals', () => {
    const creator = { niche: 'spa', topic: 'Welcome! Massages from Rs. 1,499 for 1.5 hours. Book now.' };
    const problems = findFactProblems(Array.from({ length: 5 }, () => 'Our spa is waiting for you, book your calm hour today.'), creator, 'en');
    expect(problems).toContainEqual(expect.stringContaining('"Rs. 1,499" (from "Massages from Rs. 1,499 for 1.5 hours.")'));
    expect(problems).toContainEqual(expect.stringContaining('"1.5" (from "Massages from Rs. 1,499 for 1.5 hours.")'));
  });

  it('names each invented percentage, price, date and number', () => {
    const captions = keepingAll();
    captions[0] += ' Book now for 20% off!';
    captions[1] += ' Breakfast is just $15.';
    captions[2] += ' Offer ends 31 March.';
    captions[3] += ' Rated 4.9 by 300 guests.';
    expect(findFactProblems(captions, CREATOR, 'en')).toEqual([
      `Caption 1 has "20% off", which the creator did not give; use no number, price, percentage, date or discount that is not in the creator's details.`,
      `Caption 2 has "$15", which the creator did not give; use no number, price, percentage, date or discount that is not in the creator's details.`,
      `Caption 3 has "31 March", which the creator did not give; use no number, price, percentage, date or discount that is not in the creator's details.`,
      `Caption 4 has "4.9", "300", which the creator did not give; use no number, price, percentage, date or discount that is not in the creator's details.`,
    ]);
  });

  it('takes the same fact in another form or script as kept', () => {
    const captions = [
      'शनिवार के लिए सिर्फ़ 8 कमरे बचे हैं, ₹२,४९९ से, 14 मार्च को दोपहर 2 बजे चेक-इन।',
      'सिर्फ़ ८ कमरे, शनिवार, २४९९ रुपये से, चेक-इन 14/03 को 14:00 बजे।',
      'Only eight rooms left for Saturday, from Rs. 2499, check-in 2 pm on March 14.',
      'सिर्फ़ 8 कमरे शनिवार के लिए, ₹2,499 से, चेक-इन १४ मार्च, 2pm।',
      'Saturday: only 8 rooms, ₹2499, 14 March at 2pm.',
    ];
    expect(findFactProblems(captions, CREATOR, 'hi')).toEqual([]);
  });

  it('compares Arabic-Indic and Extended Arabic-Indic digits with ASCII by value', () => {
    const creator = { niche: 'قهوة', topic: 'خصم 30% يوم السبت فقط' };
    const captions = Array.from({ length: 5 }, (_, index) => `قهوة مختصة ${index + 1 === 1 ? '' : 'طازجة'}: خصم ٣٠٪ يوم السبت فقط!`);
    expect(findFactProblems(captions, creator, 'ar')).toEqual([]);
    const urdu = { niche: 'چائے', topic: 'صرف ۸ میزیں باقی ہیں' };
    expect(findFactProblems(Array.from({ length: 5 }, () => 'صرف 8 میزیں باقی ہیں'), urdu, 'ur')).toEqual([]);
  });

  it('allows the count 1, "<subject> 101", number words, a percentage in words that is not a discount, and digits of the web address', () => {
    const creator = { niche: 'sourdough', website: 'https://bakery24.com' };
    const captions = [
      'Sourdough 101: one loaf, 1 starter and two days of patience.',
      'Ninety percent patience, ten percent flour: that is sourdough.',
      'Visit Bakery 24 for your first sourdough class.',
      'Hundreds of loaves later, sourdough still surprises us.',
      'We are the No. 1 fans of a slow sourdough morning.',
    ];
    expect(findFactProblems(captions, creator, 'en')).toEqual([]);
    expect(findFactProblems(['Ten percent off every sourdough loaf today!'], creator, 'en')).toEqual([
      `Caption 1 has "Ten percent off", which the creator did not give; use no number, price, percentage, date or discount that is not in the creator's details.`,
    ]);
  });

  it('reads no figures in hashtags, addresses, names with digits or keycap emoji', () => {
    const captions = Array.from({ length: 5 }, () => 'Our sourdough at bakery.com/offer-50 and @studio54 #sale2026 with a B2B twist 1️⃣ COVID19-safe.');
    expect(findFactProblems(captions, { niche: 'sourdough' }, 'en')).toEqual([]);
  });

  it('takes a time given as a bare hour, and a date in any order', () => {
    const creator = { niche: 'yoga', topic: 'Class on 12 March at 7' };
    const captions = ['Yoga on March 12 at 7pm.', 'Yoga 12/03, 7:00.', 'Yoga: 12 March, 7.', 'Yoga, 12 March at 19:00.', 'Yoga at 7, 12 March.'];
    expect(findFactProblems(captions, creator, 'en')).toEqual([]);
    expect(findFactProblems(['Yoga on 13 March at 7.'], creator, 'en')).toContainEqual(expect.stringContaining('Caption 1 has "13 March"'));
  });
});

describe('findReplacementFactProblems (a regenerated or refined caption)', () => {
  it('passes a translation that keeps the facts in its own script and words', () => {
    const translated = 'शनिवार के लिए सिर्फ़ ८ कमरे बचे हैं, ₹२,४९९ से, १४ मार्च को दोपहर २ बजे चेक-इन।';
    const captions = keepingAll().map((caption, index) => (index === 2 ? translated : caption));
    expect(findReplacementFactProblems(captions, 2, keepingAll()[2], CREATOR, 'en', 'hi')).toEqual([]);
  });

  it('names an invented price in the new caption only, not in the creator\'s others', () => {
    const captions = keepingAll().map((caption, index) => (index === 0 ? `${caption} Breakfast for ₹199.` : index === 4 ? `${caption} Only 3 left!` : caption));
    expect(findReplacementFactProblems(captions, 0, keepingAll()[0], CREATOR, 'en')).toEqual([
      'The caption has "₹199", which the creator did not give; use no number, price, percentage, date or discount that is not in the creator\'s details.',
    ]);
  });

  it('lets the new caption leave a fact out only while four of the five keep it', () => {
    const short = 'Pack your bags for the weekend!';
    const fourKeep = keepingAll().map((caption, index) => (index === 0 ? short : caption));
    expect(findReplacementFactProblems(fourKeep, 0, keepingAll()[0], CREATOR, 'en')).toEqual([]);
    const threeKeep = fourKeep.map((caption, index) => (index === 3 ? 'Last call for the weekend.' : caption));
    const problems = findReplacementFactProblems(threeKeep, 0, keepingAll()[0], CREATOR, 'en');
    expect(problems).toHaveLength(findCreatorFacts(CREATOR, 'en').length);
    expect(problems).toContain('The caption leaves out the creator\'s "8" (from "Only 8 rooms left for Saturday."), which the caption it replaces kept; keep it as the creator gave it.');
  });

  it('does not ask for a fact the replaced caption did not have', () => {
    const captions = ['Weekend plans?', 'Pack your bags!', 'Good news: rooms are open.', 'Last call.', 'Treat yourself.'];
    expect(findReplacementFactProblems(captions, 0, 'Weekend?', CREATOR, 'en')).toEqual([]);
  });
});
