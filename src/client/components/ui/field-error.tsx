import type { ReactNode } from 'react';

/** The message under a field the user must correct; the field names it in aria-describedby. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-300">
      <span aria-hidden="true">⚠</span>
      {children}
    </p>
  );
}
