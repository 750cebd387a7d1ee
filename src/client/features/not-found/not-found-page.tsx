import { NOT_FOUND_TEXTS } from '../../../shared/first-screen-texts';

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-brand-gradient text-7xl font-extrabold">{NOT_FOUND_TEXTS.code}</h1>
      <p className="text-xl text-muted-foreground">{NOT_FOUND_TEXTS.message}</p>
      <a href="/" className="rounded-lg px-2 py-1 font-medium text-violet-300 underline underline-offset-4 hover:text-pink-300">
        {NOT_FOUND_TEXTS.home}
      </a>
    </main>
  );
}
