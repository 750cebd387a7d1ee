import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { extractJsonMiddleware, wrapLanguageModel, type LanguageModel } from 'ai';
import type { CaptionProviderName } from '../../env';

/** The providers reached through the Vercel AI SDK (everything but the offline composer). */
export type AiProviderName = Exclude<CaptionProviderName, 'offline'>;

export interface AiProviderSettings {
  provider: AiProviderName;
  model?: string;
  apiKey?: string;
  baseUrl?: string;
}

/**
 * Small, fast models that read images and follow a JSON schema; CAPTION_MODEL overrides them.
 * OpenAI-compatible servers (Ollama, vLLM, LM Studio…) have no common catalogue: the default is
 * Ollama's vision model, the most common local set-up.
 */
export const DEFAULT_MODELS: Record<AiProviderName, string> = {
  openai: 'gpt-4.1-mini',
  anthropic: 'claude-haiku-4-5',
  google: 'gemini-2.5-flash',
  'openai-compatible': 'llama3.2-vision',
};

/**
 * A model instance, never a bare model id: a string id would route to Vercel's hosted gateway
 * (docs/caption-engine.md). Every model is wrapped in `extractJsonMiddleware`, which strips a
 * markdown fence around the JSON: models without native structured output often add one, and
 * without the middleware such a reply fails to parse.
 */
export function createLanguageModel(settings: AiProviderSettings): LanguageModel {
  const modelId = settings.model ?? DEFAULT_MODELS[settings.provider];
  return wrapLanguageModel({ model: createBaseModel(settings, modelId), middleware: extractJsonMiddleware() });
}

function createBaseModel(settings: AiProviderSettings, modelId: string) {
  const { apiKey, baseUrl: baseURL } = settings;
  switch (settings.provider) {
    case 'openai':
      // openai(id) speaks the Responses API (POST /responses).
      return createOpenAI({ apiKey, baseURL })(modelId);
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL })(modelId);
    case 'google':
      return createGoogleGenerativeAI({ apiKey, baseURL })(modelId);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        apiKey,
        baseURL: baseURL ?? 'http://localhost:11434/v1',
        // Ollama ≥ 0.5, vLLM and LM Studio honour json_schema; the instructions describe the shape too.
        supportsStructuredOutputs: true,
        includeUsage: true,
      })(modelId);
  }
}
