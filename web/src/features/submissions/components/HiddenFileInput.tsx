import type { Ref } from 'react';

/** A video or audio file input that no one sees or tabs to: a visible button opens it. */
export function HiddenFileInput({ ref, onFile, testId }: { ref: Ref<HTMLInputElement>; onFile: (file: File | undefined) => void; testId?: string }) {
  return (
    <input
      ref={ref}
      type="file"
      accept="video/*,audio/*"
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
      data-testid={testId}
      onChange={(e) => {
        onFile(e.target.files?.[0]);
        e.target.value = '';
      }}
    />
  );
}
