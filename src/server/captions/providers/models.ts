import type { LanguageModel } from 'ai';
import type { CaptionProviderName } from '../../env';
import { loadAiSdk } from './ai-sdk';

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
 *
 * Asynchronous because the SDK and only the configured provider's package are imported here, on
 * first use (./ai-sdk.ts).
 */
export async function createLanguageModel(settings: AiProviderSettings): Promise<LanguageModel> {
  const modelId = settings.model ?? DEFAULT_MODELS[settings.provider];
  const [{ extractJsonMiddleware, wrapLanguageModel }, model] = await Promise.all([loadAiSdk(), createBaseModel(settings, modelId)]);
  return wrapLanguageModel({ model, middleware: extractJsonMiddleware() });
}

async function createBaseModel(settings: AiProviderSettings, modelId: string) {
  const { apiKey, baseUrl: baseURL } = settings;
  switch (settings.provider) {
    case 'openai': {
      const { createOpenAI } = await import('@ai-sdk/openai');
      // openai(id) speaks the Responses API (POST /responses).
      return createOpenAI({ apiKey, baseURL })(modelId);
    }
    case 'anthropic': {
      const { createAnthropic } = await import('@ai-sdk/anthropic');
      return createAnthropic({ apiKey, baseURL })(modelId);
    }
    case 'google': {
      const { createGoogleGenerativeAI } = await import('@ai-sdk/google');
      return createGoogleGenerativeAI({ apiKey, baseURL })(modelId);
    }
    case 'openai-compatible': {
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
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
}
