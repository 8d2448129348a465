// The middle of a few measurements: what the benchmarks report of repeated runs, as one run on a
// shared machine may be slowed by something else.

/** The median of `values` (numbers); of an even count, the upper of the two middle ones. */
export const median = (values) => medianBy(values, (value) => value);

/** The item whose `measure` is the median of the items' (the upper middle one of an even count). */
export const medianBy = (items, measure) => items.toSorted((a, b) => measure(a) - measure(b))[Math.floor(items.length / 2)];
