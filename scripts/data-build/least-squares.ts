/** Least squares of y on [1, x1, x2]: the 3×3 normal equations solved by Cramer's rule. */
export function fitTwoPredictors(rows: { x1: number; x2: number; y: number }[]): {
  coefficients: [number, number, number];
  residualStandardDeviation: number;
  coefficientOfDetermination: number;
} {
  const sums = { n: 0, a: 0, b: 0, aa: 0, ab: 0, bb: 0, y: 0, ay: 0, by: 0, yy: 0 };
  for (const { x1, x2, y } of rows) {
    sums.n += 1;
    sums.a += x1;
    sums.b += x2;
    sums.aa += x1 * x1;
    sums.ab += x1 * x2;
    sums.bb += x2 * x2;
    sums.y += y;
    sums.ay += x1 * y;
    sums.by += x2 * y;
    sums.yy += y * y;
  }
  const determinant = (m: number[][]) =>
    m[0]![0]! * (m[1]![1]! * m[2]![2]! - m[1]![2]! * m[2]![1]!) -
    m[0]![1]! * (m[1]![0]! * m[2]![2]! - m[1]![2]! * m[2]![0]!) +
    m[0]![2]! * (m[1]![0]! * m[2]![1]! - m[1]![1]! * m[2]![0]!);
  const matrix = [
    [sums.n, sums.a, sums.b],
    [sums.a, sums.aa, sums.ab],
    [sums.b, sums.ab, sums.bb],
  ];
  const right = [sums.y, sums.ay, sums.by];
  const whole = determinant(matrix);
  const solve = (column: number) =>
    determinant(
      matrix.map((row, index) => row.map((value, j) => (j === column ? right[index]! : value))),
    ) / whole;
  const coefficients: [number, number, number] = [solve(0), solve(1), solve(2)];
  let residualSquares = 0;
  for (const { x1, x2, y } of rows) {
    const residual = y - (coefficients[0] + coefficients[1] * x1 + coefficients[2] * x2);
    residualSquares += residual * residual;
  }
  const totalSquares = sums.yy - (sums.y * sums.y) / sums.n;
  return {
    coefficients,
    residualStandardDeviation: Math.sqrt(residualSquares / (sums.n - 3)),
    coefficientOfDetermination: 1 - residualSquares / totalSquares,
  };
}

/** A fitted coefficient or statistic as shipped: four decimals. */
export function roundCoefficient(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
