/**
 * Wraps a pure function of one number so that calling it again with the same argument returns the
 * stored result. The risk integration evaluates every element of an asset at one intensity before
 * moving to the next, so a response shared by the elements (a reference fragility) is computed
 * once per intensity instead of once per element.
 */
export function memoiseLastCall(response: (value: number) => number): (value: number) => number {
  let lastValue = Number.NaN;
  let lastResult = 0;
  return (value) => {
    if (value !== lastValue) {
      lastResult = response(value);
      lastValue = value;
    }
    return lastResult;
  };
}
