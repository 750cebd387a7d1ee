import type { QualityCase } from './quality-cases';

/**
 * A second set of requests for the fluent review only, written on 2026-11-25 before the sixth pass
 * and never shown to anyone who wrote the packs: review-cases.ts had been read in five passes by
 * then, so the composer could have been shaped by it. One per language, most of them the kind of
 * request that says little (a short topic, no topic, a place), where the composer is weakest.
 */
export const FRESH_REVIEW_CASES: QualityCase[] = [
  { language: 'en', kind: 'place', niche: 'Kyoto', mood: 'casual' },
  { language: 'hi', kind: 'business', niche: 'मोबाइल रिपेयर शॉप', mood: 'professional' },
  { language: 'bn', kind: 'place', niche: 'কক্সবাজার', mood: 'casual', media: 'video' },
  { language: 'te', kind: 'role', niche: 'యోగా టీచర్', mood: 'motivational', topic: 'సూర్య నమస్కారాలు' },
  { language: 'mr', kind: 'role', niche: 'शिवणकाम शिक्षिका', mood: 'educational', topic: 'ब्लाउज कटिंग' },
  { language: 'ta', kind: 'business', niche: 'பட்டுப் புடவை கடை', mood: 'casual', media: 'image' },
  { language: 'gu', kind: 'business', niche: 'સાડી શોપ', mood: 'celebratory', topic: 'નવરાત્રી કલેક્શન' },
  { language: 'kn', kind: 'place', niche: 'ಮೈಸೂರು', mood: 'celebratory', topic: 'ದಸರಾ' },
  { language: 'ml', kind: 'field', niche: 'കേരള പാചകം', mood: 'casual', topic: 'അവിയൽ' },
  { language: 'pa', kind: 'place', niche: 'ਅੰਮ੍ਰਿਤਸਰ', mood: 'inspirational' },
  { language: 'or', kind: 'place', niche: 'ପୁରୀ', mood: 'inspirational', media: 'image' },
  { language: 'as', kind: 'business', niche: 'চাহ দোকান', mood: 'casual', topic: 'নতুন গ্ৰীন টি' },
  { language: 'ur', kind: 'role', niche: 'ریاضی کی استاد', mood: 'educational', topic: 'کسور' },
  { language: 'es', kind: 'role', niche: 'profesora de piano', mood: 'educational', topic: 'Escalas mayores' },
  { language: 'fr', kind: 'business', niche: 'Boulangerie Martin', mood: 'casual', topic: 'Galette des rois' },
  { language: 'de', kind: 'role', niche: 'Yogalehrerin', mood: 'inspirational' },
  { language: 'it', kind: 'place', niche: 'Napoli', mood: 'casual', media: 'image' },
  { language: 'pt', kind: 'business', niche: 'Oficina do João', mood: 'professional' },
  { language: 'ja', kind: 'business', niche: 'カフェ・ミモザ', mood: 'casual', topic: '季節のタルト' },
  { language: 'ko', kind: 'place', niche: '부산', mood: 'casual', media: 'image' },
  { language: 'zh', kind: 'role', niche: '健身教练', mood: 'energetic', topic: '深蹲' },
  { language: 'ar', kind: 'business', niche: 'محل تصليح جوالات', mood: 'professional' },
  { language: 'ru', kind: 'role', niche: 'фотограф', mood: 'inspirational', topic: 'Осенняя фотосессия' },
];
