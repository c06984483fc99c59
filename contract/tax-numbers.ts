// The check digits of Turkish identity (TCKN) and tax (VKN) numbers, computed the way the Revenue Administration
// and the population registry define them, so a mistyped number is caught on the form and in the API.

const digitsOf = (value: string) => Array.from(value, Number);

/** An 11-digit TCKN: not starting with 0; the 10th digit from the odd and even places, the 11th the sum of the first ten. */
export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = digitsOf(value);
  const odd = d[0] + d[2] + d[4] + d[6] + d[8];
  const even = d[1] + d[3] + d[5] + d[7];
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

/** A 10-digit VKN: each of the first nine digits shifted by its place, weighted by a power of two mod 9; the last checks their sum. */
export function isValidVkn(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const d = digitsOf(value);
  let sum = 0;
  for (let index = 0; index < 9; index++) {
    const shifted = (d[index] + 9 - index) % 10;
    sum += shifted === 9 ? 9 : (shifted * 2 ** (9 - index)) % 9;
  }
  return d[9] === (10 - (sum % 10)) % 10;
}
