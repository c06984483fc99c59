/** Maps a part index onto a mixed-radix space of options, spread by a prime stride so neighbouring parts differ. */
export function spread(index: number, size: number): number {
  return Number((BigInt(index) * 2654435761n) % BigInt(size));
}

/** Digits of `code` in the given radices (least significant first). */
export function digits(code: number, radices: readonly number[]): number[] {
  let rest = code;
  return radices.map((radix) => {
    const digit = rest % radix;
    rest = Math.floor(rest / radix);
    return digit;
  });
}

export const sizeOf = (radices: readonly number[]) => radices.reduce((product, radix) => product * radix, 1);

/** A family made of several series, each a space of its own: finds the series and the local index of a code. */
export function locate(code: number, sizes: readonly number[]): [number, number] {
  let rest = code;
  for (const [series, size] of sizes.entries()) {
    if (rest < size) return [series, rest];
    rest -= size;
  }
  throw new RangeError(`code ${code} outside the family`);
}
