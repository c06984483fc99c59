/** A small product picture, or an empty frame of the same size so rows line up. */
export function ProductThumb({ src, alt, size = 48 }: { src: string | null; alt: string; size?: number }) {
  if (!src)
    return (
      <span
        aria-hidden="true"
        className="block shrink-0 rounded border border-gray-200 bg-gray-100"
        style={{ width: size, height: size }}
      />
    );
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      // max-w-none: a table's column would otherwise squeeze a picture its own size was set for.
      className="max-w-none shrink-0 rounded border border-gray-200 bg-white object-contain"
      style={{ width: size, height: size }}
    />
  );
}
