import type { LanguagePack } from '../language-pack';
import { emptyLanguagePack } from './empty-pack';

// Scaffold: replaced by this language's real texts (see ../language-pack.ts for what each field needs).
export const enPack: LanguagePack = emptyLanguagePack('en');
