import { describe, expect, it } from 'vitest';
import { hasEmoji, stripEmoji } from './emoji';

describe('emoji', () => {
  it('finds pictographs, flags, keycaps and skin-toned sequences', () => {
    for (const emoji of ['☕', '🎉', '👍🏽', '👩‍👩‍👧‍👦', '🇮🇳', '1️⃣', '❤️']) expect(hasEmoji(`a ${emoji} b`)).toBe(true);
    for (const text of ['Hello #1', 'नमस्ते', 'क्‍ष', 'مرحبا', '你好。', 'Привет!']) expect(hasEmoji(text)).toBe(false);
  });

  it('removes every emoji and tidies the spaces it leaves', () => {
    expect(stripEmoji('Hello 👋🏽 world 🎉')).toBe('Hello world');
    expect(stripEmoji('Family 👩‍👩‍👧‍👦 time ☕!')).toBe('Family time!');
    expect(stripEmoji('Go 🇮🇳 1️⃣')).toBe('Go 1');
    expect(stripEmoji('拿铁☕。')).toBe('拿铁。');
    // ZWJ inside a word of an Indic script stays (it shapes the letters there).
    expect(stripEmoji('क्‍ष 🎉')).toBe('क्‍ष');
    expect(hasEmoji(stripEmoji('😂🤪🫖 ✨ Done'))).toBe(false);
  });
});

describe('counting emoji', () => {
  it('counts each sequence once and finds the emoji that end a text', async () => {
    const { countEmoji, trailingEmoji } = await import('./emoji');
    expect(countEmoji('a 👩‍👩‍👧‍👦 b 👍🏽🇮🇳 1️⃣ ☕️')).toBe(5);
    expect(countEmoji('in 2025, #1')).toBe(0);
    expect(trailingEmoji('Done. 🎉☕')).toBe(' 🎉☕');
    expect(trailingEmoji('Done.')).toBe('');
  });
});
