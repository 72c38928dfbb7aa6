import type { HTMLAttributes, ReactNode } from 'react';

/** A <section> named by its own heading (aria-labelledby), so landmarks and the outline agree. */
export function TitledSection({
  id,
  title,
  level = 3,
  className = 'flex flex-col gap-2',
  titleClassName = 'text-lg font-semibold',
  children,
  ...rest
}: { id: string; title: ReactNode; level?: 2 | 3 | 4; className?: string; titleClassName?: string; children: ReactNode } & Omit<HTMLAttributes<HTMLElement>, 'title' | 'id'>) {
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={id} className={className} {...rest}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
