/** The gradient that stands in for an article image: nothing is loaded from an image host. */
export function ArticleCover({ height }: { height: number }) {
  return (
    <div
      aria-hidden="true"
      style={{
        height,
        borderRadius: 'var(--mantine-radius-md)',
        background:
          'linear-gradient(135deg, var(--mantine-color-teal-4), var(--mantine-color-blue-5) 60%, var(--mantine-color-violet-4))',
      }}
    />
  );
}
